import { formatDate } from '@job-intake/contracts/formatting/dates';
import { formatFileSize } from '@job-intake/contracts/formatting/file-size';
import { attachmentUrl, type JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import { isEditable } from '@job-intake/contracts/jobs/job-status';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import { errorMessage } from '../../shared/api/api-error';
import { useCanChangeJobs, useSessionUser } from '../../shared/api/auth-slice';
import { FileDropZone } from '../../shared/components/file-drop-zone';
import { PaperclipIcon, Trash2Icon } from 'lucide-react';
import { useDeleteAttachmentMutation, useUploadAttachmentsMutation } from './jobs-api';

/**
 * The job's files, shown in the job form's Attachments card: a drag-and-drop area with a file
 * picker, and the list with links and delete.
 */
export function JobAttachments({ job }: { job: JobDetail }) {
  const companyId = useSessionUser()?.memberships[0]?.company.id ?? '';
  const [upload, uploading] = useUploadAttachmentsMutation();
  const [remove, removing] = useDeleteAttachmentMutation();
  const canChange = useCanChangeJobs() && isEditable(job.status);

  return (
    <div role="group" aria-label="Attachments" className="d-flex flex-column gap-3">
      {canChange && (
        <FileDropZone
          upload={(files) => upload({ job_id: job.id, company_id: companyId, files })}
          uploading={uploading.isLoading}
        />
      )}
      {job.attachments.length === 0 ? (
        <p className="text-body-secondary mb-0">No files attached.</p>
      ) : (
        <ListGroup as="ul">
          {job.attachments.map((attachment) => (
            <ListGroup.Item
              key={attachment.id}
              as="li"
              className="d-flex align-items-center justify-content-between gap-3"
            >
              <div className="d-flex align-items-center gap-2" style={{ minWidth: 0 }}>
                <span className="text-body-secondary">
                  <PaperclipIcon />
                </span>
                <div className="text-truncate">
                  <a
                    href={attachmentUrl(attachment)}
                    target="_blank"
                    rel="noreferrer"
                    className="fw-medium text-decoration-none"
                  >
                    {attachment.file_name}
                  </a>
                  <div className="small text-body-secondary">
                    {formatFileSize(attachment.size)} · {formatDate(attachment.created_at)}
                  </div>
                </div>
              </div>
              {canChange && (
                <Button
                  variant="outline-danger"
                  size="sm"
                  className="d-print-none"
                  aria-label={`Delete ${attachment.file_name}`}
                  disabled={removing.isLoading}
                  onClick={() => void remove({ id: attachment.id, job_id: job.id })}
                >
                  <Trash2Icon />
                </Button>
              )}
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
      {removing.isError && (
        <Alert variant="danger" className="mb-0" dismissible onClose={() => removing.reset()}>
          {`Error: ${errorMessage(removing.error, 'The file could not be deleted.')}`}
        </Alert>
      )}
    </div>
  );
}
