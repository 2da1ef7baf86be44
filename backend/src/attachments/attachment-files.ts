import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { extname } from 'node:path';
import type { StorageEngine } from 'multer';
import { FILE_STORE, type FileStore, type StoredObject } from '../files/storage/file-store.port';
import { type StoredUpload, UploadStorageEngine } from './upload-storage.engine';

/** Where attachments live: key attachments/<uuid>[.ext] of the file store, served as /uploads/attachments/… */
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
 * Attachment files in the file store (the disk or a bucket). The stored name is a new uuid plus
 * the original's extension when it is plain (letters and digits); the type is told from the
 * content, never from the name or the browser's claim.
 */
@Injectable()
export class AttachmentFiles {
  private readonly logger = new Logger(AttachmentFiles.name);

  constructor(@Inject(FILE_STORE) private readonly store: FileStore) {}

  /** multer's storage straight into the file store, under generated names. */
  storage(): StorageEngine {
    return new UploadStorageEngine(this.store, {
      name: generatedName,
      keyOf: (name) => this.locationOf(name),
      sniff,
    });
  }

  /** What is recorded of an uploaded file: the client's name cleaned, where it lives, its type. */
  describe(file: Express.Multer.File): StoredFile {
    const upload = file as Express.Multer.File & StoredUpload;
    return {
      file_name: cleanFileName(file.originalname),
      location: this.locationOf(upload.filename),
      size: upload.size,
      mime_type: upload.sniffedType,
    };
  }

  /** Stores content this server made as a new file (named like `originalName`); its generated name. */
  async save(originalName: string, content: Buffer, type: string): Promise<string> {
    const name = generatedName(originalName);
    await this.store.put(this.locationOf(name), content, type);
    return name;
  }

  /** The content of a generated name, or null (unknown names included). */
  async open(name: string): Promise<StoredObject | null> {
    return GENERATED_ATTACHMENT_NAME.test(name) ? this.store.get(this.locationOf(name)) : null;
  }

  /** The size of a generated name's file, or null. */
  async sizeOf(name: string): Promise<number | null> {
    if (!GENERATED_ATTACHMENT_NAME.test(name)) return null;
    return (await this.store.stat(this.locationOf(name)))?.size ?? null;
  }

  /** attachments/<name>: the location stored in the event, served under /uploads, and the key. */
  locationOf(name: string): string {
    return `${ATTACHMENTS_FOLDER}/${name}`;
  }

  /** Removes files whose attachment was not recorded (a refused or failed upload). */
  async discard(names: readonly string[]): Promise<void> {
    for (const name of names.filter((each) => GENERATED_ATTACHMENT_NAME.test(each))) {
      await this.store
        .delete(this.locationOf(name))
        .catch((error: Error) => this.logger.warn(error.message));
    }
  }
}

/** What the first bytes say the content is (images and PDF), else application/octet-stream. */
function sniff(head: Buffer): string {
  return SIGNATURES.find((signature) => signature.test(head))?.mime ?? DOWNLOAD_TYPE;
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
