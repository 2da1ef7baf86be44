import { UPLOAD_SUCCESS_MESSAGE } from '@job-intake/contracts/identity/users-api';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  ATTACHMENT_TOO_LARGE_MESSAGE,
} from '@job-intake/contracts/jobs/jobs-api';
import { UploadIcon } from 'lucide-react';
import { type ChangeEvent, type DragEvent, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { errorMessage } from '../api/api-error';
import styles from './file-drop-zone.module.css';

interface FileDropZoneProps {
  /** Sends the files; an `error` in the answer is shown as the upload's failure. */
  upload: (files: File[]) => Promise<{ error?: unknown }>;
  uploading: boolean;
}

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
 * An Attachments card's upload: a drag-and-drop area with a file picker that checks the attachment
 * limits before sending, and the alert that says how the last upload went.
 */
export function FileDropZone({ upload, uploading }: FileDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [dragging, setDragging] = useState(false);

  async function send(files: File[]) {
    if (files.length === 0) return;
    const problem = problemWith(files);
    if (problem) return setOutcome({ ok: false, message: problem });
    setOutcome(null);
    const { error } = await upload(files);
    setOutcome(
      error ? { ok: false, message: errorMessage(error, 'The upload failed.') } : { ok: true },
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
    <>
      {outcome && (
        <Alert
          variant={outcome.ok ? 'success' : 'danger'}
          className="mb-0"
          dismissible
          onClose={() => setOutcome(null)}
        >
          {outcome.ok ? UPLOAD_SUCCESS_MESSAGE : `Error: ${outcome.message}`}
        </Alert>
      )}
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
            disabled={uploading}
            onClick={() => input.current?.click()}
          >
            choose files
          </Button>
        </div>
        <div className="small text-body-secondary">
          Up to {ATTACHMENT_MAX_FILES} files at once, each at most {ATTACHMENT_MAX_BYTES / 2 ** 20}{' '}
          MB.
        </div>
        {uploading && (
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
    </>
  );
}
