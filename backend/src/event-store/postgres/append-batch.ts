import type { ClientBase, Pool } from 'pg';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type ExpectedRevision,
  type StreamAppend,
} from '../event-store.port';
import { hashTemplate } from './hash-template';
import { SQL, toPosition } from './sql';

/** An append's answer in a batch of independent appends: its result or why it was refused. */
export type AppendOutcome =
  | { readonly ok: true; readonly result: AppendResult }
  | { readonly ok: false; readonly error: Error };

export interface BatchOptions {
  /** Whether the append_batch function NOTIFYs at commit (for a caller's own transaction). */
  readonly notifyAtCommit: boolean;
}

/** U+001F: canonical JSON escapes every control character, so no template holds it. */
const TEMPLATE_SEPARATOR = '\u001f';

interface BatchRow {
  readonly append_index: number;
  readonly outcome: 'appended' | 'stored' | 'wrong_revision' | 'ids_stored';
  readonly next_revision: string | null;
  readonly transaction_id_text: string | null;
  readonly global_position: string | null;
  readonly detail: string | null;
}

/**
 * Appends that stand each on their own, in one statement and one transaction (migrations
 * 1764800000700-append-batch-function and 1764800000820-append-batch-canonical-events): a refused
 * append writes nothing, the others are written.
 * Appends to the same stream are checked and chained in the order given. Sent through a pool the
 * statement is a transaction of its own; on a client inside a transaction the caller opened, it
 * must be that transaction's first write.
 */
export async function appendEach(
  db: Pool | ClientBase,
  appends: readonly StreamAppend[],
  options: BatchOptions,
): Promise<AppendOutcome[]> {
  const rows = await runBatch(db, appends, { ...options, allOrNothing: false });
  return rows.map((row) => outcomeOf(row, appends));
}

/** Appends all or nothing: the results in order, or the first refusal thrown. */
export async function appendAll(
  db: Pool | ClientBase,
  appends: readonly StreamAppend[],
  options: BatchOptions,
): Promise<AppendResult[]> {
  const rows = await runBatch(db, appends, { ...options, allOrNothing: true });
  return rows.map((row) => {
    const outcome = outcomeOf(row, appends);
    if (!outcome.ok) throw outcome.error;
    return outcome.result;
  });
}

async function runBatch(
  db: Pool | ClientBase,
  appends: readonly StreamAppend[],
  options: BatchOptions & { readonly allOrNothing: boolean },
): Promise<BatchRow[]> {
  for (const { streamId, events } of appends) {
    if (events.length === 0) throw new RangeError(`Nothing to append to stream ${streamId}`);
  }
  const { rows } = await db.query<BatchRow>({
    // Named: each connection parses it once.
    name: 'append_batch',
    text: SQL.appendBatch,
    values: [...batchParams(appends), options.allOrNothing, options.notifyAtCommit],
  });
  return rows;
}

function batchParams(appends: readonly StreamAppend[]) {
  const streamIds = [...new Set(appends.map(({ streamId }) => streamId))];
  const streamNumbers = new Map(streamIds.map((streamId, index) => [streamId, index + 1]));
  const events = appends.flatMap(({ streamId, events: streamEvents }) =>
    streamEvents.map((event) => ({ id: event.id, template: hashTemplate(streamId, event) })),
  );
  return [
    streamIds,
    appends.map(({ streamId }) => streamNumbers.get(streamId)),
    appends.map(({ expectedRevision }) => expectedRevisionParam(expectedRevision)),
    appends.map(({ events: streamEvents }) => streamEvents.length),
    events.map(({ id }) => id),
    // The events themselves: append_batch stores what their templates join to. One text, not an
    // array: pg would escape every quote of every part, and the server unescape them.
    events
      .flatMap(({ template: { head, middle, tail } }) => [head, middle, tail])
      .join(TEMPLATE_SEPARATOR),
  ];
}

/** An expected revision as append_batch takes it: NULL for any, -1 for no stream. */
function expectedRevisionParam(expected: ExpectedRevision): number | null {
  return expected === 'any' ? null : expected === 'no_stream' ? -1 : expected;
}

function outcomeOf(row: BatchRow, appends: readonly StreamAppend[]): AppendOutcome {
  const append = appends[row.append_index - 1];
  if (!append) throw new Error(`append_batch answered for append ${row.append_index}`);
  switch (row.outcome) {
    case 'appended':
    case 'stored':
      return { ok: true, result: resultOf(row) };
    case 'wrong_revision':
      return {
        ok: false,
        error: new WrongExpectedRevisionError(
          append.streamId,
          append.expectedRevision,
          Number(row.detail),
        ),
      };
    case 'ids_stored':
      return {
        ok: false,
        error: new Error(
          `Cannot append to stream ${append.streamId}: some of the batch's event ids are already stored (${row.detail}), so it is neither a new batch nor a retry of a stored one`,
        ),
      };
  }
}

function resultOf({ append_index, next_revision, transaction_id_text, global_position }: BatchRow) {
  if (next_revision === null || transaction_id_text === null || global_position === null) {
    throw new Error(`append_batch answered no position for append ${append_index}`);
  }
  return {
    nextExpectedRevision: Number(next_revision),
    position: toPosition({ transaction_id_text, global_position }),
  };
}
