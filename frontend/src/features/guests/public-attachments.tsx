import type { PublicAttachmentsResponse } from '@job-intake/contracts/guests/guest-api';
import { UPLOAD_SUCCESS_MESSAGE } from '@job-intake/contracts/identity/users-api';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  ATTACHMENT_TOO_LARGE_MESSAGE,
} from '@job-intake/contracts/jobs/jobs-api';
import { PaperclipIcon, UploadIcon, XIcon } from 'lucide-react';
import { type ChangeEvent, type DragEvent, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import Spinner from 'react-bootstrap/Spinner';
import { errorMessage } from '../../shared/api/api-error';
import { useUploadPublicAttachmentsMutation } from './guest-api';
import styles from './public-attachments.module.css';

export type PublicAttachment = PublicAttachmentsResponse[number];

interface PublicAttachmentsProps {
  appid: string;
  files: readonly PublicAttachment[];
  onChange: (files: PublicAttachment[]) => void;
}

type Outcome = { ok: true } | { ok: false; message: string };

function problemWith(files: File[]): string | undefined {
  if (files.length > ATTACHMENT_MAX_FILES) {
    return `At most ${ATTACHMENT_MAX_FILES} files can be uploaded at once.`;
  }
  if (files.some((file) => file.size > ATTACHMENT_MAX_BYTES)) return ATTACHMENT_TOO_LARGE_MESSAGE;
  return undefined;
}

/**
 * The public form's Attachments card: files dropped or picked are uploaded at once, and their ids
 * go with Submit Form. Removing one from the list leaves it out of the job.
 */
export function PublicAttachments({ appid, files, onChange }: PublicAttachmentsProps) {
  const input = useRef<HTMLInputElement>(null);
  const [upload, uploading] = useUploadPublicAttachmentsMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [dragging, setDragging] = useState(false);

  async function send(chosen: File[]) {
    if (chosen.length === 0) return;
    const problem = problemWith(chosen);
    if (problem) return setOutcome({ ok: false, message: problem });
    setOutcome(null);
    const result = await upload({ appid, files: chosen });
    if (result.data) onChange([...files, ...result.data]);
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
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    void send(chosen);
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
        <UploadIcon className="text-body-secondary" />
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
      {files.length > 0 && (
        <ListGroup as="ul">
          {files.map((file) => (
            <ListGroup.Item key={file.id} as="li" className="d-flex align-items-center gap-2">
              <PaperclipIcon className="text-body-secondary" />
              <span className="text-truncate flex-grow-1">{file.file_name}</span>
              <Button
                variant="outline-secondary"
                size="sm"
                aria-label={`Remove ${file.file_name}`}
                onClick={() => onChange(files.filter((kept) => kept.id !== file.id))}
              >
                <XIcon />
              </Button>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </div>
  );
}
