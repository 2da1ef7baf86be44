import { GUEST_SAVE_STATE_TEXT } from '@job-intake/contracts/guests/guest-api';
import { PaperclipIcon, XIcon } from 'lucide-react';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import ProgressBar from 'react-bootstrap/ProgressBar';
import type { GuestUpload } from './use-guest-uploads';
import styles from './upload-row.module.css';

export const PREPARING_PHOTO = 'Making the photo smaller…';
export const WAITING_FOR_CAPTCHA = 'Waiting for the captcha';
export const UPLOADED = 'Uploaded';

function status(upload: GuestUpload, online: boolean, granted: boolean): string {
  switch (upload.state) {
    case 'preparing':
      return PREPARING_PHOTO;
    case 'waiting':
      if (!online) return GUEST_SAVE_STATE_TEXT.queued;
      return granted ? GUEST_SAVE_STATE_TEXT.sending : WAITING_FOR_CAPTCHA;
    case 'uploading':
      return `${GUEST_SAVE_STATE_TEXT.sending} ${Math.round(upload.progress * 100)} %`;
    case 'uploaded':
      return UPLOADED;
    case 'failed':
      return `Not sent: ${upload.problem ?? ''}`;
  }
}

interface UploadRowProps {
  upload: GuestUpload;
  online: boolean;
  granted: boolean;
  onRemove: () => void;
}

/** One picked file: its thumbnail (photos), name, how far it is and a Remove button. */
export function UploadRow({ upload, online, granted, onRemove }: UploadRowProps) {
  const text = status(upload, online, granted);
  return (
    <ListGroup.Item as="li" className="d-flex align-items-center gap-2">
      {upload.thumbnail ? (
        <img
          src={upload.thumbnail}
          alt={`Thumbnail of ${upload.fileName}`}
          className={styles.thumbnail}
        />
      ) : (
        <PaperclipIcon className="text-body-secondary" aria-hidden="true" />
      )}
      <div className="flex-grow-1 min-w-0">
        <div className="text-truncate">{upload.fileName}</div>
        {upload.state === 'uploading' ? (
          <ProgressBar
            now={Math.round(upload.progress * 100)}
            label={text}
            visuallyHidden
            aria-label={`Uploading ${upload.fileName}`}
            className={styles.progress}
          />
        ) : null}
        <div
          className={`small ${upload.state === 'failed' ? 'text-danger' : 'text-body-secondary'}`}
          role={upload.state === 'failed' ? 'alert' : undefined}
        >
          {text}
        </div>
      </div>
      <Button
        variant="outline-secondary"
        size="sm"
        aria-label={`Remove ${upload.fileName}`}
        onClick={onRemove}
      >
        <XIcon />
      </Button>
    </ListGroup.Item>
  );
}
