import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import {
  BackupFileError,
  parseHeader,
  parseLine,
  type BackupCounts,
  type BackupHeader,
  type BackupLine,
} from './backup-format';

/** The lines of a backup file after its header, parsed, without checks: verify the file first. */
export async function* backupLines(file: string): AsyncGenerator<BackupLine> {
  let first = true;
  for await (const line of textLines(file)) {
    if (!first) yield parseLine(line);
    first = false;
  }
}

/**
 * Reads the whole file once and returns its header when the content is exactly what the header
 * describes: its SHA-256 and its counts. A changed, truncated or foreign file is refused.
 */
export async function verifyBackup(file: string): Promise<BackupHeader> {
  let header: BackupHeader | undefined;
  const hash = createHash('sha256');
  const counts = { events: 0, tables: {} as Record<string, number> };
  for await (const line of textLines(file)) {
    if (!header) {
      header = parseHeader(line);
      continue;
    }
    hash.update(`${line}\n`, 'utf8');
    count(counts, parseLine(line));
  }
  if (!header) throw new BackupFileError('The backup file is empty.');
  if (hash.digest('hex') !== header.contentSha256) {
    throw new BackupFileError(
      "The backup's content does not match the SHA-256 in its header: the file was changed or damaged.",
    );
  }
  if (!sameCounts(counts, header.counts)) {
    throw new BackupFileError('The backup holds other rows or events than its header counts.');
  }
  return header;
}

async function* textLines(file: string): AsyncGenerator<string> {
  const source = createReadStream(file);
  const input = source.pipe(createGunzip());
  source.on('error', (error) => input.destroy(error));
  try {
    yield* createInterface({ input, crlfDelay: Infinity });
  } catch (error) {
    throw new BackupFileError(`The backup file cannot be read: ${reasonOf(error)}.`);
  } finally {
    input.destroy();
  }
}

function reasonOf(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  if (code === 'ENOENT') return 'there is no such file';
  if (code === 'Z_BUF_ERROR' || code === 'Z_DATA_ERROR') return 'it is truncated or damaged';
  return message ?? String(error);
}

function count(counts: { events: number; tables: Record<string, number> }, line: BackupLine) {
  if ('event' in line) counts.events += 1;
  else counts.tables[line.table] = (counts.tables[line.table] ?? 0) + 1;
}

function sameCounts(found: BackupCounts, stated: BackupCounts): boolean {
  if (found.events !== stated.events) return false;
  const tables = new Set([...Object.keys(found.tables), ...Object.keys(stated.tables)]);
  return [...tables].every((table) => (found.tables[table] ?? 0) === (stated.tables[table] ?? 0));
}
