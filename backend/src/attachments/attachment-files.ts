import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { diskStorage, type StorageEngine } from 'multer';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/** Where attachments live: DATA_DIR/uploads/attachments/<uuid>[.ext], served as /uploads/attachments/… */
export const ATTACHMENTS_FOLDER = 'attachments';

/** Only names this server generated are ever served or removed. */
export const GENERATED_ATTACHMENT_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}(\.[a-z0-9]{1,8})?$/;

/** Content kinds shown in the browser; everything else is served as a download. */
const SIGNATURES: { mime: string; test: (head: Buffer) => boolean }[] = [
  {
    mime: 'image/png',
    test: (h) => h.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')),
  },
  { mime: 'image/jpeg', test: (h) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff },
  { mime: 'image/gif', test: (h) => /^GIF8[79]a/.test(h.subarray(0, 6).toString('latin1')) },
  {
    mime: 'image/webp',
    test: (h) =>
      h.subarray(0, 4).toString('latin1') === 'RIFF' &&
      h.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  { mime: 'application/pdf', test: (h) => h.subarray(0, 5).toString('latin1') === '%PDF-' },
];
/** Types served under their own name; anything else is sent as a download of bytes. */
export const KNOWN_TYPES = new Set(SIGNATURES.map((signature) => signature.mime));
/** Shown in the browser: images only. A PDF downloads, since viewers refuse sandboxed documents. */
export const INLINE_TYPES = new Set([...KNOWN_TYPES].filter((type) => type.startsWith('image/')));
export const DOWNLOAD_TYPE = 'application/octet-stream';

export interface StoredFile {
  file_name: string;
  location: string;
  size: number;
  mime_type: string;
}

/**
 * Attachment files on disk. The stored name is a new uuid plus the original's extension when it
 * is plain (letters and digits); the type is told from the content, never from the name or the
 * browser's claim.
 */
@Injectable()
export class AttachmentFiles {
  private readonly logger = new Logger(AttachmentFiles.name);
  readonly folder: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.folder = resolve(config.DATA_DIR, 'uploads', ATTACHMENTS_FOLDER);
  }

  /** multer's disk storage straight into the attachments folder, under generated names. */
  storage(): StorageEngine {
    return diskStorage({
      destination: (_request, _file, done) => {
        mkdirSync(this.folder, { recursive: true, mode: 0o755 });
        done(null, this.folder);
      },
      filename: (_request, file, done) => done(null, generatedName(file.originalname)),
    });
  }

  /** What the content is (images and PDF), else application/octet-stream. */
  async sniff(name: string): Promise<string> {
    const path = this.pathOf(name);
    if (!path) return DOWNLOAD_TYPE;
    const handle = await open(path, 'r');
    try {
      const head = Buffer.alloc(16);
      const { bytesRead } = await handle.read(head, 0, head.length, 0);
      const start = head.subarray(0, bytesRead);
      return SIGNATURES.find((signature) => signature.test(start))?.mime ?? DOWNLOAD_TYPE;
    } finally {
      await handle.close();
    }
  }

  /** What is recorded of an uploaded file: the client's name cleaned, where it lives, its type. */
  async describe(file: Express.Multer.File): Promise<StoredFile> {
    return {
      file_name: cleanFileName(file.originalname),
      location: this.locationOf(file.filename),
      size: file.size,
      mime_type: await this.sniff(file.filename),
    };
  }

  /** attachments/<name> (the location stored in the event and served under /uploads). */
  locationOf(name: string): string {
    return `${ATTACHMENTS_FOLDER}/${name}`;
  }

  /** The file of a generated name, never outside the attachments folder. */
  pathOf(name: string): string | null {
    if (!GENERATED_ATTACHMENT_NAME.test(name)) return null;
    const path = resolve(this.folder, name);
    return path.startsWith(this.folder + sep) ? path : null;
  }

  /** Removes files whose attachment was not recorded (a refused or failed upload). */
  async discard(names: readonly string[]): Promise<void> {
    for (const name of names) {
      const path = this.pathOf(name);
      if (path)
        await rm(path, { force: true }).catch((error: Error) => this.logger.warn(error.message));
    }
  }
}

function generatedName(originalName: string): string {
  const extension = extname(originalName).toLowerCase();
  return /^\.[a-z0-9]{1,8}$/.test(extension) ? `${randomUUID()}${extension}` : randomUUID();
}

/** The client's file name as information only: its last path part, without control characters. */
export function cleanFileName(name: string | undefined): string {
  const lastPart = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = [...lastPart]
    .filter((char) => char.charCodeAt(0) > 0x1f && char.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 255);
  return clean === '' || clean === '.' || clean === '..' ? 'attachment' : clean;
}
