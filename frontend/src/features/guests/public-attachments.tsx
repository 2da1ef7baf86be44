import { useEffect } from 'react';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import { type AttachmentsProgress, attachmentsProgress } from './photos/attachments-progress';
import { UploadPickers } from './photos/upload-pickers';
import { UploadRow } from './photos/upload-row';
import { useGuestUploads } from './photos/use-guest-uploads';
import { useOnline } from '../../shared/hooks/use-online';
import type { PublicFormProof } from './public-form-proof';

export const SOLVE_TO_SEND =
  'Photos and files are sent once you tick "I\'m not a robot" at the end of the form: it covers both.';

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
