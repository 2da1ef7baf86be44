import { DatabaseError, type ClientBase, type Pool } from 'pg';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type ExpectedRevision,
  type NewEvent,
} from '../event-store.port';
import { hashTemplate } from './hash-template';
import { SQL, toPosition, type PositionRow } from './sql';

/** The SQLSTATE with which append_events refuses an expected revision; DETAIL is the actual one. */
export const WRONG_EXPECTED_REVISION = 'ES409';

/**
 * The append as one statement (one round trip). Sent through a pool it is a transaction of its
 * own; sent on a client inside a transaction the caller opened (and commits), it must be that
 * transaction's first write, or it fails. `notifyAtCommit: false` leaves announcing it to the
 * caller, once it has committed (append-notifier.ts).
 */
export async function appendEvents(
  db: Pool | ClientBase,
  streamId: string,
  events: readonly NewEvent[],
  expected: ExpectedRevision,
  { notifyAtCommit = true }: { readonly notifyAtCommit?: boolean } = {},
): Promise<AppendResult> {
  if (events.length === 0) throw new RangeError(`Nothing to append to stream ${streamId}`);
  try {
    const { rows } = await db.query<PositionRow & { next_revision: string }>({
      // Named: each connection parses it once.
      name: 'append_events',
      text: SQL.append,
      values: [...appendParams(streamId, events, expected), notifyAtCommit],
    });
    const row = rows[0];
    if (!row) throw new Error(`Appending to stream ${streamId} returned no result`);
    return { nextExpectedRevision: Number(row.next_revision), position: toPosition(row) };
  } catch (error) {
    if (error instanceof DatabaseError && error.code === WRONG_EXPECTED_REVISION) {
      throw new WrongExpectedRevisionError(streamId, expected, Number(error.detail));
    }
    throw error;
  }
}

function appendParams(streamId: string, events: readonly NewEvent[], expected: ExpectedRevision) {
  return [
    streamId,
    expectedRevisionParam(expected),
    ...eventParams(events.map((event) => ({ streamId, event }))),
  ];
}

/** An expected revision as the append functions take it: NULL for any, -1 for no stream. */
export function expectedRevisionParam(expected: ExpectedRevision): number | null {
  return expected === 'any' ? null : expected === 'no_stream' ? -1 : expected;
}

/** The per-event array parameters the append functions share, in their order. */
export function eventParams(events: readonly { streamId: string; event: NewEvent }[]) {
  const templates = events.map(({ streamId, event }) => hashTemplate(streamId, event));
  return [
    events.map(({ event }) => event.id),
    events.map(({ event }) => event.type),
    events.map(({ event }) => event.schemaVersion),
    // Serialised here: pg would turn a JS array into a PostgreSQL array, not a JSON one.
    events.map(({ event }) => JSON.stringify(event.data)),
    events.map(({ event }) => JSON.stringify(event.metadata)),
    templates.map(({ head }) => head),
    templates.map(({ middle }) => middle),
    templates.map(({ tail }) => tail),
  ];
}
