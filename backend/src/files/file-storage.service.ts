import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { DataSource, type EntityManager } from 'typeorm';
import {
  LOGO_MAX_BYTES,
  LOGO_DIMENSIONS_MESSAGE,
  LOGO_TOO_LARGE_MESSAGE,
  LOGO_TYPE_MESSAGE,
} from '@job-intake/contracts/forms/forms-api';
import { DomainError } from '../shared/domain-error';
import { checkLogo, cleanOriginalName } from './image-check';
import { FILE_STORE, type FileStore } from './storage/file-store.port';
import { StoredFile } from './stored-file.entity';

/** Kinds of files served publicly under /api/v1/files/{kind}/{name}: logos (guest links show them). */
export const PUBLIC_FILE_KINDS = ['logos'] as const;
export type PublicFileKind = (typeof PUBLIC_FILE_KINDS)[number];

const GENERATED_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|gif|webp)$/;

export interface Upload {
  readonly buffer: Buffer;
  readonly originalname?: string;
}

export interface ServedFile {
  readonly body: Readable;
  readonly mimeType: string;
  readonly size: number;
}

/**
 * Uploaded files under the key {kind}/{generated name} of the file store, with a `files` row
 * each. The stored name is a new uuid plus the extension of the format the content really is;
 * nothing the client sends becomes part of a key.
 */
@Injectable()
export class FileStorage {
  private readonly logger = new Logger(FileStorage.name);

  constructor(
    @Inject(FILE_STORE) private readonly store: FileStore,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * Checks, re-encodes and stores a logo image; 400 for anything but PNG, JPEG, GIF or WebP up to
   * 2 MB and 4096 pixels a side.
   */
  async storeLogo(db: EntityManager, companyId: string, upload: Upload): Promise<StoredFile> {
    if (upload.buffer.length > LOGO_MAX_BYTES)
      throw new DomainError('invalid', LOGO_TOO_LARGE_MESSAGE);
    const logo = await checkLogo(upload.buffer);
    if (logo.problem === 'dimensions') throw new DomainError('invalid', LOGO_DIMENSIONS_MESSAGE);
    if (logo.problem) throw new DomainError('invalid', LOGO_TYPE_MESSAGE);
    const { format, content } = logo;
    const name = `${randomUUID()}.${format.extension}`;
    await this.store.put(`logos/${name}`, content, format.mime);
    const location = `files/logos/${name}`;
    try {
      return await db.save(
        db.create(StoredFile, {
          id: randomUUID(),
          company_id: companyId,
          location,
          original_name: cleanOriginalName(upload.originalname),
          mime_type: format.mime,
          size: content.length,
        }),
      );
    } catch (error) {
      await this.discard(location);
      throw error;
    }
  }

  /** Removes a stored file whose row was not kept (a failed transaction). */
  async discard(location: string): Promise<void> {
    const key = this.keyOf(location);
    if (key) await this.store.delete(key).catch((error: Error) => this.logger.warn(error.message));
  }

  /** A public file by kind and name, or null: unknown kinds, names not generated here, missing rows. */
  async findPublic(kind: string, name: string): Promise<ServedFile | null> {
    if (!(PUBLIC_FILE_KINDS as readonly string[]).includes(kind) || !GENERATED_NAME.test(name)) {
      return null;
    }
    const location = `files/${kind}/${name}`;
    const row = await this.dataSource.getRepository(StoredFile).findOneBy({ location });
    const found = row && (await this.store.get(`${kind}/${name}`));
    return found ? { body: found.body, mimeType: row.mime_type, size: found.size } : null;
  }

  /** files/{kind}/{name} → the store's key {kind}/{name}, for generated names only. */
  private keyOf(location: string): string | null {
    const [prefix, kind, name, ...rest] = location.split('/');
    if (prefix !== 'files' || !kind || !name || rest.length > 0 || !GENERATED_NAME.test(name)) {
      return null;
    }
    return `${kind}/${name}`;
  }
}
