import type { PublicAttachmentsResponse } from '@job-intake/contracts/guests/guest-api';
import { UPLOAD_GRANT_HEADER } from '@job-intake/contracts/guests/guest-api';
import { env } from '../../../config/env';

export type SendOutcome =
  | { readonly kind: 'kept'; readonly attachment: PublicAttachmentsResponse[number] }
  /** No answer (offline, a lost connection) or the server's own failure (5xx): worth sending again. */
  | { readonly kind: 'retry' }
  /** Refused for what was sent (4xx), with the server's words. */
  | { readonly kind: 'refused'; readonly status: number; readonly message: string };

interface SendUpload {
  appid: string;
  grant: string;
  file: Blob;
  fileName: string;
  /** The share of the bytes sent so far, 0 to 1. */
  onProgress: (sent: number) => void;
  signal: AbortSignal;
}

function serverMessage(body: unknown, fallback: string): string {
  const message = (body as { message?: unknown } | null)?.message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' && message.trim() ? message : fallback;
}

/**
 * POST /new/{appid}/attachments with one file, through XMLHttpRequest: unlike fetch, it reports
 * the upload's progress. Resolves with what became of it; rejects only when aborted.
 */
export function sendUpload({ appid, grant, file, fileName, onProgress, signal }: SendUpload) {
  return new Promise<SendOutcome>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${env.apiUrl}/new/${encodeURIComponent(appid)}/attachments`);
    request.setRequestHeader(UPLOAD_GRANT_HEADER, grant);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onerror = () => resolve({ kind: 'retry' });
    request.ontimeout = () => resolve({ kind: 'retry' });
    request.onabort = () => reject(new DOMException('The upload was stopped.', 'AbortError'));
    request.onload = () => {
      const body: unknown = request.response;
      if (request.status >= 200 && request.status < 300 && Array.isArray(body) && body[0])
        return resolve({ kind: 'kept', attachment: body[0] as PublicAttachmentsResponse[number] });
      if (request.status >= 500 || request.status === 0) return resolve({ kind: 'retry' });
      resolve({
        kind: 'refused',
        status: request.status,
        message: serverMessage(body, `The upload was refused (${request.status}).`),
      });
    };
    signal.addEventListener('abort', () => request.abort(), { once: true });
    const body = new FormData();
    body.append('files[]', file, fileName);
    request.send(body);
  });
}
