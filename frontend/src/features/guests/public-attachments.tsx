import type { PublicAttachmentsResponse } from '@job-intake/contracts/guests/guest-api';
import { PaperclipIcon, XIcon } from 'lucide-react';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import { FileDropZone } from '../../shared/components/file-drop-zone';
import { useUploadPublicAttachmentsMutation } from './guest-api';

export type PublicAttachment = PublicAttachmentsResponse[number];

interface PublicAttachmentsProps {
  appid: string;
  files: readonly PublicAttachment[];
  onChange: (files: PublicAttachment[]) => void;
}

/**
 * The public form's Attachments card: files dropped or picked are uploaded at once, and their ids
 * go with Submit Form. Removing one from the list leaves it out of the job.
 */
export function PublicAttachments({ appid, files, onChange }: PublicAttachmentsProps) {
  const [upload, uploading] = useUploadPublicAttachmentsMutation();

  async function send(chosen: File[]) {
    const result = await upload({ appid, files: chosen });
    if (result.data) onChange([...files, ...result.data]);
    return result;
  }

  return (
    <div role="group" aria-label="Attachments" className="d-flex flex-column gap-3">
      <FileDropZone upload={send} uploading={uploading.isLoading} />
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
