import type { PublicAttachmentsResponse } from '@job-intake/contracts/guests/guest-api';
import type { GuestUpload } from './use-guest-uploads';

export type PublicAttachment = PublicAttachmentsResponse[number];

/** What Submit Form needs to know of the attachments. */
export interface AttachmentsProgress {
  /** The files the server kept, in the order picked. */
  files: PublicAttachment[];
  /** Why Submit Form must wait, or null when every file is uploaded. */
  waitFor: string | null;
}

/** What the uploads mean for Submit Form: the ids to send, or why it must wait. */
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
