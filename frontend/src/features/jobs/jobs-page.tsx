import type { JobListItem } from '@job-intake/contracts/jobs/jobs-api';
import { pageSizeOrDefault } from '@job-intake/contracts/paging';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { useSessionUser } from '../../shared/api/auth-slice';
import { LoadingState } from '../../shared/components/loading-state';
import {
  DEFAULT_JOB_LIST_PATH,
  findJobListBySlug,
  type JobListView,
  SEARCH_PARAM,
  SEARCH_SLUG,
} from './job-lists';
import { useListJobsQuery, useSearchJobsQuery } from './jobs-api';
import { JobsScreen } from './jobs-screen';
import type { JobColumnSet } from './job-columns';
import { JobsTable } from './jobs-table';

/** Empty states (spec section 8): an empty list, and a search that matched nothing. */
const EMPTY_LIST_TEXT = 'No jobs found';
const EMPTY_SEARCH_TEXT = 'There are no items to display...';

/** /jobs/:list — one job list (or the search results) with the search box and Create Job. */
export function JobsPage() {
  const slug = useParams().list;
  const [params] = useSearchParams();
  if (slug === SEARCH_SLUG) {
    const query = params.get(SEARCH_PARAM)?.trim() ?? '';
    return <SearchResults key={query} query={query} />;
  }
  const view = findJobListBySlug(slug);
  if (!view) return <Navigate to={DEFAULT_JOB_LIST_PATH} replace />;
  // One address per list: /jobs/pending is shown at /jobs/review.
  if (view.slug !== slug) return <Navigate to={view.path} replace />;
  // Keyed by list so that switching lists starts from a fresh table (sorting, page).
  return <JobList key={view.list} view={view} />;
}

function JobList({ view }: { view: JobListView }) {
  const { data, isError, refetch } = useListJobsQuery(view.list);
  return (
    <JobsScreen title={view.title} subtitle={data && jobCount(data.total)}>
      <JobsCard
        jobs={data?.jobs}
        isError={isError}
        refetch={refetch}
        columnSet={view.list}
        emptyText={EMPTY_LIST_TEXT}
      />
    </JobsScreen>
  );
}

function SearchResults({ query }: { query: string }) {
  const { data, isError, refetch } = useSearchJobsQuery(query || skipToken);
  return (
    <JobsScreen
      title="Search"
      subtitle={
        query && data
          ? `${resultCount(data.resultCount)} for “${query}”`
          : 'Find jobs by name, reference or location'
      }
      query={query}
    >
      {query ? (
        <JobsCard
          jobs={data?.found_jobs}
          isError={isError}
          refetch={refetch}
          columnSet="search"
          emptyText={EMPTY_SEARCH_TEXT}
        />
      ) : (
        <Card className="shadow-sm border-0">
          <Card.Body className="text-center text-body-secondary py-5">
            Type in the search box above and press Enter.
          </Card.Body>
        </Card>
      )}
    </JobsScreen>
  );
}
interface JobsCardProps {
  jobs: JobListItem[] | undefined;
  isError: boolean;
  refetch: () => unknown;
  columnSet: JobColumnSet;
  emptyText: string;
}

function JobsCard({ jobs, isError, refetch, columnSet, emptyText }: JobsCardProps) {
  const user = useSessionUser();
  if (isError) {
    return (
      <Alert variant="danger" className="d-flex align-items-center justify-content-between">
        The jobs could not be loaded.
        <Button variant="outline-danger" size="sm" onClick={() => void refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  return (
    <Card className="shadow-sm border-0 overflow-hidden">
      {jobs ? (
        <JobsTable
          jobs={jobs}
          columnSet={columnSet}
          columnChoice={user?.column_choice ?? 'form_variant'}
          pageSize={pageSizeOrDefault(user?.list_count)}
          emptyText={emptyText}
        />
      ) : (
        <LoadingState label="Loading jobs…" />
      )}
    </Card>
  );
}

const jobCount = (total: number) => (total === 1 ? '1 job' : `${total} jobs`);
const resultCount = (total: number) => (total === 1 ? '1 result' : `${total} results`);
