import { formatDate } from '@job-intake/contracts/formatting/dates';
import {
  JOB_STATUS_MESSAGES,
  isEditable,
  type JobStatus,
} from '@job-intake/contracts/jobs/job-status';
import type { JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { errorMessage } from '../../shared/api/api-error';
import { useCanChangeJobs } from '../../shared/api/auth-slice';
import { useGetCustomerPresetsQuery } from '../../shared/job-form/customers-api';
import { JobForm } from '../../shared/job-form/job-form';
import { ConfirmDialog } from '../../shared/components/confirm-dialog';
import { ArchiveIcon, CircleArrowLeftIcon, PrinterIcon, Trash2Icon } from 'lucide-react';
import { DirectNo } from './direct-no';
import { JobStatusBadge } from './job-status-badge';
import { JobAttachments } from './job-attachments';
import { SendToProviderPanel } from './import/send-to-provider-panel';
import {
  useFinalizeJobMutation,
  useListProviderLocationsQuery,
  useSaveAnswersMutation,
  useSetJobStatusMutation,
  useUpdateJobFieldMutation,
} from './jobs-api';

/** Printing starts this long after the click (spec section 9). */
const PRINT_DELAY_MS = 100;

const ARCHIVE_JOB_CONFIRMATION = 'Are you sure you want to archive this job?';
const DELETE_JOB_CONFIRMATION = 'Are you sure you want to delete this job?';

/** The dated caption beside the status badge (spec section 2, Job Data tab). */
function statusCaption(job: JobDetail): { text: string; date: string | null } | null {
  const captions: Partial<Record<JobStatus, { text: string; date: string | null }>> = {
    open: { text: 'Job Created on', date: job.created_at },
    pending: { text: 'Finalized for Review on', date: job.review_at },
    submitted: { text: 'Job data sent to the provider on', date: job.imported_at },
    archived: { text: 'Archived on', date: job.archived_at },
    deleted: { text: 'Deleted on', date: job.deleted_at },
  };
  return captions[job.status] ?? null;
}

type StatusChange = 'archived' | 'deleted';

interface JobDataTabProps {
  job: JobDetail;
  /** The company's label for the customer auto-fill, when known. */
  autofillLabel: string | undefined;
  /** Told when the job form gains or loses unsaved changes. */
  onDirtyChange: (dirty: boolean) => void;
}

/** The Job Data tab: status and actions, then the job form with the attachments. */
export function JobDataTab({ job, autofillLabel, onDirtyChange }: JobDataTabProps) {
  const [saveAnswers] = useSaveAnswersMutation();
  const [updateField] = useUpdateJobFieldMutation();
  const [finalize] = useFinalizeJobMutation();
  const canChange = useCanChangeJobs();
  const editable = canChange && isEditable(job.status);
  const { data: customers } = useGetCustomerPresetsQuery(undefined, { skip: !editable });
  const { data: locations } = useListProviderLocationsQuery(null, { skip: !editable });

  return (
    <div className="d-flex flex-column gap-4">
      <JobStatusCard job={job} />
      <SendToProviderPanel job={job} />
      <JobForm
        form={job.form}
        answers={job.answerData}
        status={job.status}
        viewer="staff"
        mode={canChange ? 'edit' : 'read-only'}
        onSaveAnswers={(answers) => saveAnswers({ id: job.id, answers }).unwrap()}
        onSingleFieldUpdate={(field, value) => updateField({ id: job.id, field, value }).unwrap()}
        onFinalize={
          job.status === 'open'
            ? () => finalize({ id: job.id, uuid: job.uuid }).unwrap()
            : undefined
        }
        onDirtyChange={onDirtyChange}
        attachments={<JobAttachments job={job} />}
        customers={customers}
        locations={locations}
        autofillLabel={autofillLabel}
      />
    </div>
  );
}

function JobStatusCard({ job }: { job: JobDetail }) {
  const navigate = useNavigate();
  const [setStatus, change] = useSetJobStatusMutation();
  const [confirming, setConfirming] = useState<StatusChange | null>(null);
  const caption = statusCaption(job);
  const canChange = useCanChangeJobs();
  const openOrPending = canChange && (job.status === 'open' || job.status === 'pending');

  async function changeStatus(status: StatusChange) {
    const result = await setStatus({ id: job.id, status });
    if (!result.error) await navigate(paths.jobs);
  }

  return (
    <Card className="shadow-sm border-0">
      <Card.Body className="d-flex flex-wrap align-items-center justify-content-between gap-3">
        <div className="d-flex flex-wrap align-items-center gap-3">
          <span className="fs-5">
            <JobStatusBadge status={job.status} />
          </span>
          {caption && (
            <span className="text-body-secondary">
              {caption.text} <strong className="text-body">{formatDate(caption.date)}</strong>
            </span>
          )}
          {job.directNo && (
            <span className="text-body-secondary">
              Direct No <DirectNo directNo={job.directNo} className="fw-bold" />
            </span>
          )}
          {JOB_STATUS_MESSAGES[job.status] && (
            <p className="w-100 mb-0 text-body-secondary" data-testid="job-status-message">
              {JOB_STATUS_MESSAGES[job.status]}
            </p>
          )}
        </div>
        <div className="d-flex flex-wrap gap-2 d-print-none">
          {canChange && job.status === 'pending' && (
            <Button
              variant="outline-primary"
              disabled={change.isLoading}
              onClick={() => void setStatus({ id: job.id, status: 'open' })}
            >
              <CircleArrowLeftIcon /> Re-open Job
            </Button>
          )}
          <Button
            variant="outline-secondary"
            onClick={() => setTimeout(() => window.print(), PRINT_DELAY_MS)}
          >
            <PrinterIcon /> Print
          </Button>
          {openOrPending && (
            <>
              <Button variant="outline-secondary" onClick={() => setConfirming('archived')}>
                <ArchiveIcon /> Archive Job
              </Button>
              <Button variant="outline-danger" onClick={() => setConfirming('deleted')}>
                <Trash2Icon /> Delete Job
              </Button>
            </>
          )}
        </div>
      </Card.Body>
      {change.isError && !confirming && (
        <Alert variant="danger" className="mx-3 mb-3" dismissible onClose={() => change.reset()}>
          {errorMessage(change.error, 'The job status could not be changed.')}
        </Alert>
      )}
      <ConfirmDialog
        show={confirming !== null}
        title={confirming === 'deleted' ? 'Delete Job' : 'Archive Job'}
        message={confirming === 'deleted' ? DELETE_JOB_CONFIRMATION : ARCHIVE_JOB_CONFIRMATION}
        confirmLabel={confirming === 'deleted' ? 'Delete Job' : 'Archive Job'}
        variant={confirming === 'deleted' ? 'danger' : 'primary'}
        busy={change.isLoading}
        error={
          change.isError
            ? errorMessage(change.error, 'The job status could not be changed.')
            : undefined
        }
        onConfirm={() => confirming && void changeStatus(confirming)}
        onCancel={() => {
          setConfirming(null);
          change.reset();
        }}
      />
    </Card>
  );
}
