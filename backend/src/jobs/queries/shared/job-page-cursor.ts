import type { JobSort } from '@job-intake/contracts/jobs/jobs-api';
import type { SortDirection } from '@job-intake/contracts/paging';

/** A sort key as `to_json` gives it: text, a number, an ISO timestamp, or NULL. */
export type SortKeyValue = string | number | null;

/** A row's place in one order of a job list: the order, the row's sort key and its id. */
export interface JobPageCursor {
  sort: JobSort;
  dir: SortDirection;
  key: SortKeyValue;
  id: string;
}

/** The cursor as the answer carries it: opaque to the client, base64url of a JSON array. */
export function encodeJobPageCursor(cursor: JobPageCursor): string {
  const { sort, dir, key, id } = cursor;
  return Buffer.from(JSON.stringify([sort, dir, key, id])).toString('base64url');
}

/** The cursor a request sent, or undefined when it is no cursor an answer gave. */
export function decodeJobPageCursor(text: string): JobPageCursor | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) return undefined;
  const [sort, dir, key, id] = parsed as unknown[];
  const isKey = key === null || typeof key === 'string' || typeof key === 'number';
  if (typeof sort !== 'string' || typeof id !== 'string' || !isKey) return undefined;
  if (dir !== 'asc' && dir !== 'desc') return undefined;
  return { sort: sort as JobSort, dir, key, id };
}
