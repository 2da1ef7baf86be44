import type { JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import type { ShareLinkDto } from '@job-intake/contracts/jobs/share-links-api';
import Alert from 'react-bootstrap/Alert';
import ListGroup from 'react-bootstrap/ListGroup';
import { errorMessage } from '../../../shared/api/api-error';
import { LoadingState } from '../../../shared/components/loading-state';
import { ShareLinkItem } from './share-link-item';
import { useListShareLinksQuery, useSetShareLinkStatusMutation } from './share-links-api';

/** The job's share links, oldest first. */
export function ShareLinksList({ job }: { job: JobDetail }) {
  const { data, isError, isFetching } = useListShareLinksQuery(job.id);
  const [setStatus, toggle] = useSetShareLinkStatusMutation();
  const titles = new Map(job.form.sections.map(({ id, title }) => [id, title]));
  const sectionTitles = (link: ShareLinkDto) => link.sections.flatMap((id) => titles.get(id) ?? []);

  function flip(link: ShareLinkDto) {
    const status = link.status === 'open' ? 'closed' : 'open';
    void setStatus({ job_id: job.id, id: link.id, status });
  }

  if (isError) {
    return (
      <Alert variant="danger" className="m-3">
        The share links could not be loaded.
      </Alert>
    );
  }
  if (!data) return <LoadingState label="Loading share links…" />;
  if (data.links.length === 0) {
    return (
      <p className="text-center text-body-secondary py-5 mb-0">There are no items to display...</p>
    );
  }
  return (
    <>
      {toggle.isError && (
        <Alert variant="danger" className="m-3" dismissible onClose={() => toggle.reset()}>
          {errorMessage(toggle.error, 'The share link could not be changed.')}
        </Alert>
      )}
      <ListGroup variant="flush" as="ul" aria-busy={isFetching}>
        {data.links.map((link) => (
          <ShareLinkItem
            key={link.id}
            link={link}
            sectionTitles={sectionTitles(link)}
            toggling={toggle.isLoading && toggle.originalArgs?.id === link.id}
            onToggle={flip}
          />
        ))}
      </ListGroup>
    </>
  );
}
