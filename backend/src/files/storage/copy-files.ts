import type { FileStore } from './file-store.port';

/** A stored file's key and the content type its row records (each owner of such rows reads its own). */
export interface RecordedType {
  readonly key: string;
  readonly mime_type: string;
}

export interface CopyCounts {
  /** Files copied now. */
  readonly copied: number;
  /** Files the target had already, with the same size. */
  readonly skipped: number;
  readonly bytes: number;
}

/**
 * Copies every file of one store to another (the disk to a bucket: `npm run ops -- files
 * migrate`). Idempotent: a key the target has with the same size is skipped, so an interrupted
 * copy is finished by running it again. `typeOf` names a key's content type where it is known.
 */
export async function copyFiles(
  from: FileStore,
  to: FileStore,
  typeOf: (key: string) => string | undefined,
): Promise<CopyCounts> {
  let copied = 0;
  let skipped = 0;
  let bytes = 0;
  for await (const { key, size } of from.list()) {
    if ((await to.stat(key))?.size === size) {
      skipped += 1;
      continue;
    }
    const found = await from.get(key);
    if (!found) continue;
    await to.put(key, found.body, typeOf(key) ?? 'application/octet-stream');
    copied += 1;
    bytes += found.size;
  }
  return { copied, skipped, bytes };
}
