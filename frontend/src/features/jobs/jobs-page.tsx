import {
  DEFAULT_JOB_SEARCH_SORT,
  DEFAULT_JOB_SORT,
  JOB_SORTS,
  type JobSearchResponse,
} from '@job-intake/contracts/jobs/jobs-api';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { useSessionUser } from '../../shared/api/auth-slice';
import { countOf } from '../../shared/components/count-format';
import { LoadingState } from '../../shared/components/loading-state';
import type { ShownPage } from '../../shared/components/server-data-table';
import { usePageSeek } from '../../shared/hooks/use-page-seek';
import { useSearchedPageParams } from '../../shared/hooks/use-searched-page-params';
import {
  DEFAULT_JOB_LIST_PATH,
  findJobListBySlug,
  type JobListView,
  SEARCH_PARAM,
  SEARCH_SLUG,
} from './job-lists';
import { useListJobsQuery, useSearchJobsQuery } from './jobs-api';
import { JobsScreen } from './jobs-screen';
import styles from './jobs-screen.module.css';
import { JobsTable, type JobsTableProps } from './jobs-table';

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
  // Keyed by list so that another list never shows this one's rows while it loads.
  return <JobList key={view.list} view={view} />;
}

function JobList({ view }: { view: JobListView }) {
  const { paging, changePaging } = useSearchedPageParams(JOB_SORTS, DEFAULT_JOB_SORT);
  const { seek, holdSeek } = usePageSeek(paging);
  const { data, isFetching, isError, refetch } = useListJobsQuery({
    list: view.list,
    ...paging,
    ...seek,
  });
  return (
    <JobsScreen title={view.title} subtitle={data && countOf(data.total, 'job', 'jobs')}>
      <JobsCard
        result={data && { jobs: data.jobs, shown: data }}
        busy={isFetching}
        isError={isError}
        refetch={refetch}
        columnSet={view.list}
        emptyText={EMPTY_LIST_TEXT}
        paging={paging}
        onPagingChange={(changes) => {
          holdSeek(data, changes);
          changePaging(changes);
        }}
      />
    </JobsScreen>
  );
}

function SearchResults({ query }: { query: string }) {
  const { paging, changePaging } = useSearchedPageParams(JOB_SORTS, DEFAULT_JOB_SEARCH_SORT);
  const { seek, holdSeek } = usePageSeek(paging);
  const { data, isFetching, isError, refetch } = useSearchJobsQuery(
    query ? { query, ...paging, ...seek } : skipToken,
  );
  return (
    <JobsScreen
      title="Search"
      subtitle={
        query && data
          ? `${countOf(data.resultCount, 'result', 'results', data.resultCountExact)} for “${query}”`
          : 'Find jobs by name, reference or location'
      }
      query={query}
    >
      {query ? (
        <JobsCard
          result={data && { jobs: data.found_jobs, shown: shownResults(data) }}
          busy={isFetching}
          isError={isError}
          refetch={refetch}
          columnSet="search"
          emptyText={EMPTY_SEARCH_TEXT}
          paging={paging}
          onPagingChange={(changes) => {
            holdSeek(data, changes);
            changePaging(changes);
          }}
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

function shownResults(data: JobSearchResponse): ShownPage {
  return { ...data, total: data.resultCount, totalExact: data.resultCountExact };
}

type JobsCardProps = Omit<JobsTableProps, 'jobs' | 'shown' | 'columnChoice'> & {
  /** The page shown (the previous one while the next loads), none before the first arrives. */
  result: Pick<JobsTableProps, 'jobs' | 'shown'> | undefined;
  isError: boolean;
  refetch: () => unknown;
};

function JobsCard({ result, isError, refetch, ...table }: JobsCardProps) {
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
    <Card className={`shadow-sm border-0 overflow-hidden ${result ? '' : styles.loadingList}`}>
      {result ? (
        <JobsTable {...result} {...table} columnChoice={user?.column_choice ?? 'form_variant'} />
      ) : (
        <LoadingState label="Loading jobs…" />
      )}
    </Card>
  );
}
