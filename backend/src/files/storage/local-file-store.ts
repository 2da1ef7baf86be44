import { constants, createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, readdir, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStore, ObjectEntry, StoredObject } from './file-store.port';

/**
 * Files on the local disk: key `attachments/x.pdf` is `<root>/attachments/x.pdf` (root is
 * DATA_DIR/uploads), the layout the app always had. The content type is not kept: the rows that
 * name a file hold it.
 */
export class LocalFileStore implements FileStore {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async put(key: string, body: Buffer | Readable, _contentType: string): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true, mode: 0o755 });
    const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
    try {
      await pipeline(source, createWriteStream(path, { flags: 'wx', mode: 0o644 }));
    } catch (error) {
      // A half-written file is never left behind; an existing one (EEXIST) is not ours to remove.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await rm(path, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const found = await this.stat(key);
    return found && { body: createReadStream(this.pathOf(key)), size: found.size };
  }

  async stat(key: string): Promise<{ size: number } | null> {
    const found = await stat(this.pathOf(key)).catch(() => null);
    return found?.isFile() ? { size: found.size } : null;
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async ping(): Promise<void> {
    await mkdir(this.root, { recursive: true, mode: 0o755 });
    await access(this.root, constants.R_OK | constants.W_OK);
  }

  async *list(): AsyncIterable<ObjectEntry> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(
      () => [],
    );
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath, entry.name);
      const found = await stat(path).catch(() => null);
      if (found) yield { key: relative(this.root, path).split(sep).join('/'), size: found.size };
    }
  }

  /** A key's path, never outside the root. */
  private pathOf(key: string): string {
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error(`Not a file key: ${key}`);
    return path;
  }
}
