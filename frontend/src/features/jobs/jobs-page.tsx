import type { JobListItem } from '@job-intake/contracts/jobs/jobs-api';
import { type FormEvent, type ReactNode, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { useSessionUser } from '../../shared/api/auth-slice';
import { LoadingState } from '../../shared/components/loading-state';
import { PageHeader } from '../../shared/components/page-header';
import { CreateJobModal } from './create-job-modal';
import { SearchIcon } from 'lucide-react';
import {
  DEFAULT_JOB_LIST_PATH,
  findJobListBySlug,
  initialPageSize,
  type JobListView,
  SEARCH_PARAM,
  SEARCH_SLUG,
  searchPath,
} from './job-lists';
import { useListJobsQuery, useSearchJobsQuery } from './jobs-api';
import { type JobColumnSet, JobsTable } from './jobs-table';

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

interface JobsScreenProps {
  title: string;
  subtitle: ReactNode;
  /** The search shown in the box (the search page's own). */
  query?: string;
  children: ReactNode;
}

/** The frame every list shares: title, search box, Create Job and the modal after creation. */
function JobsScreen({ title, subtitle, query = '', children }: JobsScreenProps) {
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <>
            <SearchBox initial={query} />
            <Button className="text-nowrap" onClick={() => setCreating(true)}>
              + Create Job
            </Button>
          </>
        }
      />
      <RedirectNotice />
      {children}
      <CreateJobModal show={creating} onHide={() => setCreating(false)} />
    </>
  );
}

function SearchBox({ initial }: { initial: string }) {
  const [text, setText] = useState(initial);
  const navigate = useNavigate();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = text.trim();
    if (query) void navigate(searchPath(query));
  }

  return (
    <Form role="search" onSubmit={handleSubmit}>
      <InputGroup>
        <Form.Control
          type="search"
          aria-label="Search jobs"
          placeholder="Search jobs…"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="outline-secondary" aria-label="Search">
          <SearchIcon />
        </Button>
      </InputGroup>
    </Form>
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
          pageSize={initialPageSize(user?.list_count)}
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

/** Shows the error another page sent the user here with (see `JobPage`), until dismissed. */
function RedirectNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const state: unknown = location.state;
  if (!isNoticeState(state)) return null;
  return (
    <Alert
      variant="danger"
      dismissible
      onClose={() =>
        void navigate(`${location.pathname}${location.search}`, { replace: true, state: null })
      }
    >
      {state.error}
    </Alert>
  );
}

export interface JobsPageNotice {
  error: string;
}

function isNoticeState(state: unknown): state is JobsPageNotice {
  return (
    typeof state === 'object' &&
    state !== null &&
    'error' in state &&
    typeof state.error === 'string'
  );
}
