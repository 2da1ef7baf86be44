import type { PublicAttachmentsResponse } from '@job-intake/contracts/guests/guest-api';
import { useEffect } from 'react';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import { UploadPickers } from './photos/upload-pickers';
import { UploadRow } from './photos/upload-row';
import { type GuestUpload, useGuestUploads } from './photos/use-guest-uploads';
import { useOnline } from './photos/use-online';
import type { PublicFormProof } from './public-form-proof';

export type PublicAttachment = PublicAttachmentsResponse[number];
export const SOLVE_TO_SEND =
  'Photos and files are sent once you tick "I\'m not a robot" at the end of the form: it covers both.';

/** What Submit Form needs to know of the attachments. */
export interface AttachmentsProgress {
  /** The files the server kept, in the order picked. */
  files: PublicAttachment[];
  /** Why Submit Form must wait, or null when every file is uploaded. */
  waitFor: string | null;
}

export function attachmentsProgress(uploads: readonly GuestUpload[]): AttachmentsProgress {
  const files = uploads.flatMap((upload) => (upload.attachment ? [upload.attachment] : []));
  const failed = uploads.filter((upload) => upload.state === 'failed');
  const unsent = uploads.filter((upload) => !upload.attachment && upload.state !== 'failed');
  let waitFor: string | null = null;
  if (failed.length > 0)
    waitFor = `Not sent: ${failed.map((upload) => upload.fileName).join(', ')}. Remove ${failed.length === 1 ? 'it' : 'them'} to submit the form.`;
  else if (unsent.length > 0)
    waitFor = `Submit Form waits until every file is uploaded (${unsent.length} to go).`;
  return { files, waitFor };
}

interface PublicAttachmentsProps {
  appid: string;
  proof: PublicFormProof;
  onChange: (progress: AttachmentsProgress) => void;
}

/**
 * The public form's Attachments card: a photo taken with the camera or files picked are made
 * ready at once (photos smaller, on this device) and uploaded one by one once the captcha is
 * solved, each with its progress and a thumbnail; with no connection they wait on the phone and
 * go when it returns. Submit Form takes the ids of those the server kept.
 */
export function PublicAttachments({ appid, proof, onChange }: PublicAttachmentsProps) {
  const { uploads, add, remove } = useGuestUploads(appid, proof);
  const online = useOnline();

  useEffect(() => {
    onChange(attachmentsProgress(uploads));
  }, [uploads, onChange]);

  return (
    <div
      role="group"
      aria-label="Attachments"
      className="d-flex flex-column gap-3"
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        void add([...event.dataTransfer.files]);
      }}
    >
      <UploadPickers onPick={(files) => void add(files)} />
      {!proof.grant && uploads.length > 0 && <Form.Text>{SOLVE_TO_SEND}</Form.Text>}
      {uploads.length > 0 && (
        <ListGroup as="ul" aria-label="Picked files">
          {uploads.map((upload) => (
            <UploadRow
              key={upload.key}
              upload={upload}
              online={online}
              granted={proof.grant !== null}
              onRemove={() => remove(upload.key)}
            />
          ))}
        </ListGroup>
      )}
    </div>
  );
}
