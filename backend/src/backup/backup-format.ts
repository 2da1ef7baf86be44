import type { RecordedEvent } from '../event-store/event-store.port';

/**
 * A backup file (decision 0044): gzip of newline-separated JSON. The first line is the header;
 * every other line is a table row or an event, and the header's SHA-256 covers those lines
 * exactly as written (each with its newline). Tables come first, in load order, then the events in
 * the order of the global log.
 */
export const BACKUP_FORMAT = 'job-intake-backup';
export const BACKUP_FORMAT_VERSION = 1;

export interface BackupHeader {
  readonly format: typeof BACKUP_FORMAT;
  readonly formatVersion: number;
  readonly appVersion: string;
  /** The last migration of the database backed up: a restore needs the same schema. */
  readonly migration: string;
  readonly createdAt: string;
  readonly store: 'postgres' | 'eventstoredb';
  readonly counts: BackupCounts;
  readonly contentSha256: string;
}

export interface BackupCounts {
  readonly events: number;
  /** Rows per copied table. */
  readonly tables: Readonly<Record<string, number>>;
}

/** An event as the file holds it: the stored event without its position in the source's log. */
export type BackupEvent = Omit<RecordedEvent, 'position'>;

export type BackupLine =
  | { readonly table: string; readonly row: Record<string, unknown> }
  | { readonly event: BackupEvent };

export function backupEventOf({ position: _position, ...event }: RecordedEvent): BackupEvent {
  return event;
}

/** Parses the header line, refusing a file of another kind or a newer format. */
export function parseHeader(line: string | undefined): BackupHeader {
  const header = parseJson(line) as Partial<BackupHeader> | undefined;
  if (header?.format !== BACKUP_FORMAT) throw new BackupFileError('This is not a backup file.');
  if (header.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new BackupFileError(
      `The backup has format version ${header.formatVersion}; this version reads ${BACKUP_FORMAT_VERSION}.`,
    );
  }
  return header as BackupHeader;
}

export function parseLine(line: string): BackupLine {
  const parsed = parseJson(line) as BackupLine | undefined;
  if (!parsed || !('event' in parsed || 'table' in parsed)) {
    throw new BackupFileError('The backup holds a line that is neither a row nor an event.');
  }
  return parsed;
}

function parseJson(line: string | undefined): unknown {
  try {
    return line === undefined ? undefined : JSON.parse(line);
  } catch {
    return undefined;
  }
}

/** The file cannot be restored as it is: the message says why, for the operator. */
export class BackupFileError extends Error {
  override name = 'BackupFileError';
}
