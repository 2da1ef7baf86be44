import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { LoadingState } from '../../shared/components/loading-state';
import { PageHeader } from '../../shared/components/page-header';
import { CreateJobModal } from './create-job-modal';
import { DEFAULT_JOB_LIST_PATH, findJobListBySlug, type JobListView } from './job-lists';
import { useListJobsQuery } from './jobs-api';
import { JobsTable } from './jobs-table';

/** /jobs/:list — one job list with its Create Job action. */
export function JobsPage() {
  const view = findJobListBySlug(useParams().list);
  if (!view) return <Navigate to={DEFAULT_JOB_LIST_PATH} replace />;
  // Keyed by list so that switching lists starts from a fresh table (sorting, page).
  return <JobList key={view.list} view={view} />;
}

function JobList({ view }: { view: JobListView }) {
  const [creating, setCreating] = useState(false);
  const { data, isError, refetch } = useListJobsQuery(view.list);

  return (
    <>
      <PageHeader
        title={view.title}
        subtitle={data ? jobCount(data.total) : undefined}
        actions={<Button onClick={() => setCreating(true)}>+ Create Job</Button>}
      />
      <RedirectNotice />
      {isError ? (
        <Alert variant="danger" className="d-flex align-items-center justify-content-between">
          The jobs could not be loaded.
          <Button variant="outline-danger" size="sm" onClick={() => void refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <Card className="shadow-sm border-0 overflow-hidden">
          {data ? <JobsTable jobs={data.jobs} /> : <LoadingState label="Loading jobs…" />}
        </Card>
      )}
      <CreateJobModal show={creating} onHide={() => setCreating(false)} />
    </>
  );
}

const jobCount = (total: number) => (total === 1 ? '1 job' : `${total} jobs`);

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
      onClose={() => void navigate(location.pathname, { replace: true, state: null })}
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
