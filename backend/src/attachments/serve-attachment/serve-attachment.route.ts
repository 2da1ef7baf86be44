import type { Request, Response } from 'express';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Pool } from 'pg';
import {
  ATTACHMENTS_FOLDER,
  AttachmentFiles,
  DOWNLOAD_TYPE,
  INLINE_TYPES,
  KNOWN_TYPES,
} from '../attachment-files';

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
export function serveAttachment(files: AttachmentFiles, pool: Pool) {
  return async (request: Request, response: Response): Promise<void> => {
    try {
      const name = String(request.params.name ?? '');
      const path = files.pathOf(name);
      const { rows } = path
        ? await pool.query<{ file_name: string; mime_type: string }>(
            'SELECT file_name, mime_type FROM job_attachments WHERE location = $1',
            [files.locationOf(name)],
          )
        : { rows: [] };
      const row = rows[0];
      const found = path && row ? await stat(path).catch(() => null) : null;
      if (!path || !row || !found?.isFile()) {
        response
          .status(404)
          .json({ statusCode: 404, message: 'File not found', error: 'Not Found' });
        return;
      }
      const inline = INLINE_TYPES.has(row.mime_type);
      response.set({
        'Content-Type': KNOWN_TYPES.has(row.mime_type) ? row.mime_type : DOWNLOAD_TYPE,
        'Content-Length': String(found.size),
        'Content-Disposition': contentDisposition(inline ? 'inline' : 'attachment', row.file_name),
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': SANDBOX_CSP,
        'Referrer-Policy': 'no-referrer',
        'X-Robots-Tag': 'noindex',
        'Cache-Control': 'private, max-age=300',
      });
      if (request.method === 'HEAD') {
        response.end();
        return;
      }
      createReadStream(path).pipe(response);
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

/** RFC 6266: an ASCII fallback name and the UTF-8 one. */
function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
