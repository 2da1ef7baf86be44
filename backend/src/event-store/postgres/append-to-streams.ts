import { DatabaseError, type Pool } from 'pg';
import {
  WrongExpectedRevisionError,
  checkStreamAppends,
  type AppendResult,
  type StreamAppend,
} from '../event-store.port';
import { WRONG_EXPECTED_REVISION, eventParams, expectedRevisionParam } from './append-events';
import { SQL, toPosition, type PositionRow } from './sql';

/**
 * Appends to many streams with one statement, hence one transaction: every stream or none
 * (migration 1764600000001-append-to-streams-function). Announcing it is left to the caller.
 */
export async function appendToStreams(
  pool: Pool,
  appends: readonly StreamAppend[],
): Promise<AppendResult[]> {
  if (appends.length === 0) return [];
  checkStreamAppends(appends);
  const events = appends.flatMap(({ streamId, events: streamEvents }) =>
    streamEvents.map((event) => ({ streamId, event })),
  );
  try {
    const { rows } = await pool.query<PositionRow & { next_revision: string }>({
      name: 'append_events_to_streams',
      text: SQL.appendToStreams,
      values: [
        appends.map(({ streamId }) => streamId),
        appends.map(({ expectedRevision }) => expectedRevisionParam(expectedRevision)),
        appends.flatMap(({ events: streamEvents }, index) => streamEvents.map(() => index + 1)),
        ...eventParams(events),
        false,
      ],
    });
    return rows.map((row) => ({
      nextExpectedRevision: Number(row.next_revision),
      position: toPosition(row),
    }));
  } catch (error) {
    if (error instanceof DatabaseError && error.code === WRONG_EXPECTED_REVISION) {
      throw conflictOf(appends, error);
    }
    throw error;
  }
}

function conflictOf(appends: readonly StreamAppend[], error: DatabaseError) {
  const { stream, actual } = JSON.parse(error.detail ?? '{}') as { stream: number; actual: number };
  const refused = appends[stream - 1];
  if (!refused) return error;
  return new WrongExpectedRevisionError(refused.streamId, refused.expectedRevision, actual);
}
