import { JOB_STATUS_LABELS, type JobStatus } from '@job-intake/contracts/jobs/job-status';
import Badge from 'react-bootstrap/Badge';

const VARIANTS: Record<JobStatus, string> = {
  new: 'info',
  open: 'primary',
  pending: 'warning',
  submitted: 'success',
  archived: 'secondary',
  deleted: 'danger',
};

export function JobStatusBadge({ status }: { status: JobStatus }) {
  return (
    <Badge bg={VARIANTS[status]} text={status === 'pending' ? 'dark' : undefined}>
      {JOB_STATUS_LABELS[status]}
    </Badge>
  );
}
