import type { Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import {
  ATTACHMENTS_FOLDER,
  AttachmentFiles,
  DOWNLOAD_TYPE,
  GENERATED_ATTACHMENT_NAME,
  INLINE_TYPES,
  KNOWN_TYPES,
} from '../attachment-files';
import type { JobAttachments } from '../../jobs/shared/job-attachments.reader';

const SANDBOX_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/** The path attachments are linked at (spec: /uploads/{location}), outside /api/v1. */
export const ATTACHMENT_ROUTE = `/uploads/${ATTACHMENTS_FOLDER}/:name`;

/**
 * GET /uploads/attachments/{name}: an attachment by its generated, unguessable name, without a
 * token (a plain link cannot carry one; guests open them too): see ADR 0008. Only names with an
 * attachment row are served, so a removed attachment's link stops working. Images are shown
 * inline, anything else (PDF included) downloads; nothing runs script on our origin: nosniff and
 * a sandboxing CSP on every file (decision 0017).
 */
export function serveAttachment(files: AttachmentFiles, attachments: JobAttachments) {
  return async (request: Request, response: Response): Promise<void> => {
    try {
      const name = String(request.params.name ?? '');
      const row = await attachmentRow(attachments, files, name);
      const file =
        row && (await (request.method === 'HEAD' ? sizeOnly(files, name) : files.open(name)));
      if (!row || !file) {
        response
          .status(404)
          .json({ statusCode: 404, message: 'File not found', error: 'Not Found' });
        return;
      }
      const inline = INLINE_TYPES.has(row.mime_type);
      response.set({
        'Content-Type': KNOWN_TYPES.has(row.mime_type) ? row.mime_type : DOWNLOAD_TYPE,
        'Content-Length': String(file.size),
        'Content-Disposition': contentDisposition(inline ? 'inline' : 'attachment', row.file_name),
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': SANDBOX_CSP,
        'Referrer-Policy': 'no-referrer',
        'X-Robots-Tag': 'noindex',
        'Cache-Control': 'private, max-age=300',
      });
      if ('body' in file) await pipeline(file.body, response);
      else response.end();
    } catch {
      if (!response.headersSent) {
        response.status(500).json({
          statusCode: 500,
          message: 'The file could not be read',
          error: 'Internal Server Error',
        });
      } else {
        response.destroy();
      }
    }
  };
}

/** The attachment row of a generated name, or null: a removed attachment's file is not served. */
async function attachmentRow(attachments: JobAttachments, files: AttachmentFiles, name: string) {
  if (!GENERATED_ATTACHMENT_NAME.test(name)) return null;
  return (await attachments.fileAt(files.locationOf(name))) ?? null;
}

/** A HEAD request's answer needs the size only. */
async function sizeOnly(files: AttachmentFiles, name: string): Promise<{ size: number } | null> {
  const size = await files.sizeOf(name);
  return size === null ? null : { size };
}

/** RFC 6266: an ASCII fallback name and the UTF-8 one. */
function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
