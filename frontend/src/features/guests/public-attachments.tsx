import type { PublicAttachmentsResponse } from '@job-intake/contracts/guests/guest-api';
import { CAPTCHA_EXPIRED, CAPTCHA_INVALID } from '@job-intake/contracts/guests/guest-api';
import { PaperclipIcon, XIcon } from 'lucide-react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import { errorMessage } from '../../shared/api/api-error';
import { FileDropZone } from '../../shared/components/file-drop-zone';
import { useUploadPublicAttachmentsMutation } from './guest-api';
import type { PublicFormProof } from './public-form-proof';

export type PublicAttachment = PublicAttachmentsResponse[number];
export const SOLVE_TO_ATTACH =
  'To attach files, first tick "I\'m not a robot" at the end of the form: it covers both.';

interface PublicAttachmentsProps {
  appid: string;
  proof: PublicFormProof;
  files: readonly PublicAttachment[];
  onChange: (files: PublicAttachment[]) => void;
}

/**
 * The public form's Attachments card: once the captcha is solved, files dropped or picked are
 * uploaded at once, and their ids go with Submit Form. Removing one from the list leaves it out
 * of the job. A refused upload shows the server's words (a daily limit names itself).
 */
export function PublicAttachments({ appid, proof, files, onChange }: PublicAttachmentsProps) {
  const [upload, uploading] = useUploadPublicAttachmentsMutation();
  const { grant } = proof;

  async function send(chosen: File[]) {
    if (!grant) return { error: CAPTCHA_INVALID };
    const result = await upload({ appid, grant, files: chosen });
    if (result.data) onChange([...files, ...result.data]);
    const message = result.error ? errorMessage(result.error, '') : '';
    if (message === CAPTCHA_EXPIRED || message === CAPTCHA_INVALID) proof.reset();
    return result;
  }

  return (
    <div role="group" aria-label="Attachments" className="d-flex flex-column gap-3">
      {grant ? (
        <FileDropZone upload={send} uploading={uploading.isLoading} />
      ) : (
        <Form.Text>{SOLVE_TO_ATTACH}</Form.Text>
      )}
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
