import { formatDate } from '@job-intake/contracts/formatting/dates';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  ATTACHMENT_TOO_LARGE_MESSAGE,
  attachmentUrl,
  type JobDetail,
} from '@job-intake/contracts/jobs/jobs-api';
import { isEditable } from '@job-intake/contracts/jobs/job-status';
import { type ChangeEvent, type DragEvent, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import Spinner from 'react-bootstrap/Spinner';
import { errorMessage } from '../../shared/api/api-error';
import { useSessionUser } from '../../shared/api/auth-slice';
import styles from './job-attachments.module.css';
import { PaperclipIcon, Trash2Icon, UploadIcon } from 'lucide-react';
import { useDeleteAttachmentMutation, useUploadAttachmentsMutation } from './jobs-api';

/** Spec section 8, Upload. */
export const UPLOAD_SUCCESS_MESSAGE = 'Upload completed successfully!';
const uploadErrorMessage = (message: string) => `Error: ${message}`;

type Outcome = { ok: true } | { ok: false; message: string };

/** What is wrong with a choice of files before sending them, if anything. */
function problemWith(files: File[]): string | undefined {
  if (files.length > ATTACHMENT_MAX_FILES) {
    return `At most ${ATTACHMENT_MAX_FILES} files can be uploaded at once.`;
  }
  if (files.some((file) => file.size > ATTACHMENT_MAX_BYTES)) return ATTACHMENT_TOO_LARGE_MESSAGE;
  return undefined;
}

/**
 * The job's files, shown in the job form's Attachments card: a drag-and-drop area with a file
 * picker, and the list with links and delete.
 */
export function JobAttachments({ job }: { job: JobDetail }) {
  const input = useRef<HTMLInputElement>(null);
  const companyId = useSessionUser()?.memberships[0]?.company.id ?? '';
  const [upload, uploading] = useUploadAttachmentsMutation();
  const [remove, removing] = useDeleteAttachmentMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [dragging, setDragging] = useState(false);
  const canChange = isEditable(job.status);

  async function send(files: File[]) {
    if (files.length === 0) return;
    const problem = problemWith(files);
    if (problem) return setOutcome({ ok: false, message: problem });
    setOutcome(null);
    const result = await upload({ job_id: job.id, company_id: companyId, files });
    setOutcome(
      result.error
        ? { ok: false, message: errorMessage(result.error, 'The upload failed.') }
        : { ok: true },
    );
  }

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void send([...event.dataTransfer.files]);
  }

  function handlePick(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    // Cleared, so that picking the same file again uploads it again.
    event.target.value = '';
    void send(files);
  }

  return (
    <div role="group" aria-label="Attachments" className="d-flex flex-column gap-3">
      {outcome && (
        <Alert
          variant={outcome.ok ? 'success' : 'danger'}
          className="mb-0"
          dismissible
          onClose={() => setOutcome(null)}
        >
          {outcome.ok ? UPLOAD_SUCCESS_MESSAGE : uploadErrorMessage(outcome.message)}
        </Alert>
      )}
      {canChange && (
        <div
          className={`${styles.dropZone} ${dragging ? styles.dragging : ''}`}
          data-testid="attachment-drop-zone"
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={handleDrop}
        >
          <span className={styles.dropIcon}>
            <UploadIcon />
          </span>
          <div>
            Drag and drop files here, or{' '}
            <Button
              variant="link"
              className="p-0 align-baseline"
              disabled={uploading.isLoading}
              onClick={() => input.current?.click()}
            >
              choose files
            </Button>
          </div>
          <div className="small text-body-secondary">
            Up to {ATTACHMENT_MAX_FILES} files at once, each at most 20 MB.
          </div>
          {uploading.isLoading && (
            <div className="small d-flex align-items-center gap-2">
              <Spinner animation="border" size="sm" aria-hidden="true" /> Uploading…
            </div>
          )}
          <input
            ref={input}
            type="file"
            multiple
            className="d-none"
            aria-label="Choose files to attach"
            onChange={handlePick}
          />
        </div>
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
                    {fileSize(attachment.size)} · {formatDate(attachment.created_at)}
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
          {uploadErrorMessage(errorMessage(removing.error, 'The file could not be deleted.'))}
        </Alert>
      )}
    </div>
  );
}

function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
