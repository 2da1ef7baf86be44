import { formatDate } from '@job-intake/contracts/formatting/dates';
import type { JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import type { JobStatus } from '@job-intake/contracts/jobs/job-status';
import { skipToken } from '@reduxjs/toolkit/query';
import { type ReactNode, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Link, Navigate, useParams } from 'react-router';
import { LoadingState } from '../../shared/components/loading-state';
import { PencilIcon } from '../../shared/components/pencil-icon';
import { JobNameForm } from './job-name-form';
import { DEFAULT_JOB_LIST_PATH, findJobListByStatus } from './job-lists';
import { JobStatusBadge } from './job-status-badge';
import { useGetJobQuery } from './jobs-api';
import type { JobsPageNotice } from './jobs-page';

/** Spec section 8: a job that fails to load sends the user back to the job lists. */
const LOAD_ERROR: JobsPageNotice = {
  error: 'Error Loading Job Form Information. Please contact an Admin for support.',
};

/** Spec section 4: only open and in-review jobs can be changed. */
const EDITABLE_STATUSES: ReadonlySet<JobStatus> = new Set(['open', 'pending']);

/** /job/:id */
export function JobPage() {
  const { id } = useParams();
  const { data: job, isError } = useGetJobQuery(id ?? skipToken);
  if (isError) return <Navigate to={DEFAULT_JOB_LIST_PATH} replace state={LOAD_ERROR} />;
  if (!job) return <LoadingState label="Loading job…" />;
  return <JobCard job={job} />;
}

function JobCard({ job }: { job: JobDetail }) {
  const [editing, setEditing] = useState(false);
  const list = findJobListByStatus(job.status);

  return (
    <>
      <Link
        to={list?.path ?? DEFAULT_JOB_LIST_PATH}
        className="d-inline-block mb-3 small text-decoration-none"
      >
        ← Back to {list?.title ?? 'Jobs'}
      </Link>
      <Card className="shadow-sm border-0">
        <Card.Body className="p-4">
          {editing ? (
            <JobNameForm job={job} onDone={() => setEditing(false)} />
          ) : (
            <div className="d-flex align-items-center gap-2">
              <h1 className="h3 mb-0 text-break">{job.name}</h1>
              {EDITABLE_STATUSES.has(job.status) && (
                <Button
                  variant="link"
                  className="p-1 lh-1 text-body-secondary"
                  aria-label="Edit name"
                  title="Edit name"
                  onClick={() => setEditing(true)}
                >
                  <PencilIcon />
                </Button>
              )}
            </div>
          )}
          <dl className="d-flex flex-wrap column-gap-5 row-gap-3 mt-4 mb-0">
            <Fact label="Status">
              <JobStatusBadge status={job.status} />
            </Fact>
            <Fact label="Created">{formatDate(job.created_at)}</Fact>
            <Fact label="Last updated">{formatDate(job.updated_at)}</Fact>
          </dl>
        </Card.Body>
      </Card>
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="small fw-normal text-body-secondary mb-1">{label}</dt>
      <dd className="mb-0">{children}</dd>
    </div>
  );
}
