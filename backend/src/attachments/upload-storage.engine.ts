import type { Request } from 'express';
import type { StorageEngine } from 'multer';
import { Readable } from 'node:stream';
import type { FileStore } from '../files/storage/file-store.port';

/** What the engine adds to multer's file: the generated name and the type its first bytes tell. */
export interface StoredUpload {
  readonly filename: string;
  readonly size: number;
  readonly sniffedType: string;
}

interface UploadNaming {
  /** A new name for an upload of this client file name. */
  name(originalName: string): string;
  /** The store's key of a name. */
  keyOf(name: string): string;
  /** What the first bytes say the content is. */
  sniff(head: Buffer): string;
}

/** Bytes enough to tell every known type apart. */
const HEAD_BYTES = 16;

/**
 * multer's storage straight into the file store: the content streams through (never held whole),
 * and its type is told from its first bytes before the upload starts, so the bucket keeps it too.
 */
export class UploadStorageEngine implements StorageEngine {
  constructor(
    private readonly store: FileStore,
    private readonly naming: UploadNaming,
  ) {}

  _handleFile(
    _request: Request,
    file: Express.Multer.File,
    done: (error?: unknown, info?: Partial<Express.Multer.File> & StoredUpload) => void,
  ): void {
    const filename = this.naming.name(file.originalname);
    const key = this.naming.keyOf(filename);
    let size = 0;
    peek(file.stream, HEAD_BYTES, (chunk) => (size += chunk.length))
      .then(async ({ head, body }) => {
        const sniffedType = this.naming.sniff(head);
        await this.store.put(key, body, sniffedType);
        return sniffedType;
      })
      .then(
        (sniffedType) => done(null, { filename, size, sniffedType }),
        (error: unknown) => this.store.delete(key).finally(() => done(error)),
      );
  }

  _removeFile(
    _request: Request,
    file: Express.Multer.File,
    done: (error: Error | null) => void,
  ): void {
    this.store.delete(this.naming.keyOf(file.filename)).then(
      () => done(null),
      (error: Error) => done(error),
    );
  }
}

/**
 * The first bytes of a stream, and a stream of all of it (those bytes included); `onChunk` sees
 * every chunk as it passes.
 */
async function peek(
  stream: Readable,
  bytes: number,
  onChunk: (chunk: Buffer) => void,
): Promise<{ head: Buffer; body: Readable }> {
  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const read = async () => {
    const next = await chunks.next();
    if (!next.done) onChunk(next.value);
    return next.done ? null : next.value;
  };
  const seen: Buffer[] = [];
  let ended = false;
  while (Buffer.concat(seen).length < bytes && !ended) {
    const chunk = await read();
    if (chunk) seen.push(chunk);
    else ended = true;
  }
  const head = Buffer.concat(seen);
  async function* all(): AsyncGenerator<Buffer> {
    if (head.length > 0) yield head;
    for (let chunk = ended ? null : await read(); chunk; chunk = await read()) yield chunk;
  }
  return { head: head.subarray(0, bytes), body: Readable.from(all(), { objectMode: false }) };
}
