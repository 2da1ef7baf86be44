import type { GlobalPosition, RecordedEvent, StoredMetadata } from '../event-store.port';

/** Notified inside every append, so LISTENing subscribers wake when it commits. */
export const APPENDED_CHANNEL = 'event_store_appended';

const EVENT_COLUMNS = `event_id, stream_id, revision, transaction_id::text AS transaction_id_text,
  global_position, type, schema_version, data, metadata`;

/**
 * The gap-safety watermark. Every transaction below the oldest one still running has ended, so
 * no event can appear there any more; events of younger transactions stay hidden until then,
 * even when their own transaction committed first.
 */
const SETTLED = 'transaction_id < pg_snapshot_xmin(pg_current_snapshot())';
const AFTER_POSITION = '(transaction_id, global_position) > ($1::xid8, $2::bigint)';

export const SQL = {
  createStream: `INSERT INTO event_streams (stream_id, revision, last_hash) VALUES ($1, -1, NULL)
    ON CONFLICT (stream_id) DO NOTHING`,
  lockStream: 'SELECT revision, last_hash FROM event_streams WHERE stream_id = $1 FOR UPDATE',
  findEvents: `SELECT stream_id, revision, transaction_id::text AS transaction_id_text, global_position
    FROM events WHERE event_id = ANY($1::uuid[]) ORDER BY stream_id, revision`,
  insertEvents: `INSERT INTO events (event_id, stream_id, revision, type, schema_version, data, metadata)
    SELECT event_id, $1, revision, type, schema_version, data, metadata
    FROM unnest($2::uuid[], $3::bigint[], $4::text[], $5::integer[], $6::jsonb[], $7::jsonb[])
      AS batch (event_id, revision, type, schema_version, data, metadata)
    ORDER BY revision
    RETURNING revision, transaction_id::text AS transaction_id_text, global_position`,
  updateStream: 'UPDATE event_streams SET revision = $2, last_hash = $3 WHERE stream_id = $1',
  notifyAppended: `SELECT pg_notify('${APPENDED_CHANNEL}', '')`,
  readStreamForwards: `SELECT ${EVENT_COLUMNS} FROM events
    WHERE stream_id = $1 AND revision >= coalesce($2::bigint, 0)
    ORDER BY revision LIMIT $3`,
  readStreamBackwards: `SELECT ${EVENT_COLUMNS} FROM events
    WHERE stream_id = $1 AND ($2::bigint IS NULL OR revision <= $2::bigint)
    ORDER BY revision DESC LIMIT $3`,
  readAll: `SELECT ${EVENT_COLUMNS} FROM events WHERE ${AFTER_POSITION} AND ${SETTLED}
    ORDER BY transaction_id, global_position LIMIT $3`,
  headPosition: `SELECT transaction_id::text AS transaction_id_text, global_position FROM events
    WHERE ${SETTLED} ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
  countAfter: `SELECT count(*) AS count FROM events WHERE ${AFTER_POSITION} AND ${SETTLED}`,
} as const;

/**
 * xid8 is read as text (pg has no parser for it) and bigint arrives as text: both exact for
 * BigInt. The text column has its own name so that ORDER BY transaction_id keeps meaning the
 * xid8 column, not its text (where '1000' sorts before '999').
 */
export interface PositionRow {
  readonly transaction_id_text: string;
  readonly global_position: string;
}

export interface EventRow extends PositionRow {
  readonly event_id: string;
  readonly stream_id: string;
  readonly revision: string;
  readonly type: string;
  readonly schema_version: number;
  readonly data: unknown;
  readonly metadata: StoredMetadata;
}

export function toPosition(row: PositionRow): GlobalPosition {
  return { commit: BigInt(row.transaction_id_text), prepare: BigInt(row.global_position) };
}

export function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    streamId: row.stream_id,
    revision: Number(row.revision),
    position: toPosition(row),
    type: row.type,
    schemaVersion: row.schema_version,
    data: row.data,
    metadata: row.metadata,
  };
}

/** Parameters $1 and $2 of AFTER_POSITION. */
export function positionParams(position: GlobalPosition): [string, string] {
  // xid8 is unsigned, so START's -1 becomes 0, which precedes every real transaction id.
  const commit = position.commit < 0n ? 0n : position.commit;
  return [commit.toString(), position.prepare.toString()];
}
