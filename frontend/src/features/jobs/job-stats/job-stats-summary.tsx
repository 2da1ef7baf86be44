import { formatDate } from '@job-intake/contracts/formatting/dates';
import type { JobStatsDto } from '@job-intake/contracts/stats/stats-api';
import Card from 'react-bootstrap/Card';
import { formatDuration } from './format-duration';
import { useGetJobStatsQuery } from './job-stats-api';

/**
 * The job at a glance (GET /job/{id}/stats), above its History: where it came from, how long it
 * took to reach review and the provider, and what its share links and e-mail requests brought.
 */
export function JobStatsSummary({ jobId }: { jobId: string }) {
  const { data } = useGetJobStatsQuery(jobId);
  if (!data) return null;
  return (
    <Card as="section" aria-labelledby="job-stats-heading" className="shadow-sm border-0 mb-4">
      <Card.Body>
        <h2 id="job-stats-heading" className="h5 mb-3">
          At a glance
        </h2>
        <dl className="row row-cols-2 row-cols-lg-3 g-3 mb-0">
          {facts(data).map(({ term, value }) => (
            <div key={term} className="col">
              <dt className="small fw-normal text-body-secondary">{term}</dt>
              <dd className="mb-0">{value}</dd>
            </div>
          ))}
        </dl>
      </Card.Body>
    </Card>
  );
}

function facts(stats: JobStatsDto): { term: string; value: string }[] {
  const origin = stats.origin === 'public_form' ? 'through the public form' : 'by staff';
  const result = [
    { term: 'Created', value: `${formatDate(stats.created_at)}, ${origin}` },
    {
      term: 'Finalized for review',
      value: reached(stats.finalized_at, stats.hours_to_review),
    },
    { term: 'Submitted', value: reached(stats.submitted_at, stats.hours_to_submission) },
    {
      term: 'Share links',
      value: `${stats.share_links_created} created, ${stats.share_links_completed} completed`,
    },
    {
      term: 'E-mail requests',
      value: `${stats.emails_sent} sent, ${stats.requests_completed} completed`,
    },
  ];
  if (stats.archived_at) result.push({ term: 'Archived', value: formatDate(stats.archived_at) });
  return result;
}

function reached(at: string | null, hours: number | null): string {
  if (!at) return 'Not yet';
  return hours === null ? formatDate(at) : `${formatDate(at)}, after ${formatDuration(hours)}`;
}
