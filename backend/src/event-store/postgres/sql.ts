import type {
  EventMetadata,
  GlobalPosition,
  ProjectionEvent,
  StoredMetadata,
} from '../event-store.port';

/**
 * Notified after every append has committed, so LISTENing subscribers wake: by the store after
 * its own appends (append-notifier.ts), by append_batch at the commit of a caller's transaction.
 */
export const APPENDED_CHANNEL = 'event_store_appended';

const EVENT_COLUMNS = `event_id, stream_id, revision, transaction_id::text AS transaction_id_text,
  global_position, type, schema_version, data, metadata`;

/**
 * Every append takes this advisory lock (shared: appends do not wait for each other) as the first
 * action of its transaction, before the transaction has an id, and holds it to the end. A reader
 * can therefore tell the store's writers from every other transaction on the server. The lock is
 * taken by the append_batch function (migrations 1764800000700 and 1764800000820), with this key;
 * each stream's own lock there uses it as the seed of the stream id's hash.
 */
const STORE_LOCK = { classId: 1_163_150_163, objectId: 1 } as const;

/**
 * The gap-safety watermark, computed with the reader's own snapshot: the oldest transaction of
 * the snapshot that is still in progress and may be one of the store's writers. Its events and
 * every later transaction's stay hidden until it ends, even when those committed first. A
 * transaction counts as "not a writer" only when one consistent read of the lock table shows it
 * still running without the store lock: a writer takes that lock before it has an id, so a
 * transaction seen running without it cannot append, and a writer that gets its id after the
 * snapshot gets one at or above the snapshot's xmax. An id that ended since the snapshot stays
 * blocking until the next read (conservative). Transactions in other databases never hold our
 * database's lock, so they never block. The lock table is only read when the snapshot has
 * transactions in progress (CASE evaluates the sub-select lazily).
 */
const WATERMARK = `(SELECT CASE
    WHEN NOT EXISTS (SELECT FROM pg_snapshot_xip(snapshot)) THEN pg_snapshot_xmax(snapshot)
    ELSE (
      WITH lock_table AS MATERIALIZED (
        SELECT locktype, database, classid, objid, objsubid, transactionid, pid, granted FROM pg_locks
      )
      SELECT coalesce(min(xip), pg_snapshot_xmax(snapshot)) FROM pg_snapshot_xip(snapshot) AS xip
      WHERE NOT EXISTS (
        SELECT FROM lock_table running
        WHERE running.locktype = 'transactionid' AND running.granted
          AND running.transactionid = xip::xid AND running.pid IS NOT NULL
          AND NOT EXISTS (
            SELECT FROM lock_table store_lock
            WHERE store_lock.pid = running.pid AND store_lock.locktype = 'advisory'
              AND store_lock.database = (SELECT oid FROM pg_database WHERE datname = current_database())
              AND store_lock.classid = ${STORE_LOCK.classId} AND store_lock.objid = ${STORE_LOCK.objectId}
              AND store_lock.objsubid = 2)))
  END FROM pg_current_snapshot() AS snapshot)`;

const SETTLED = `transaction_id < ${WATERMARK}`;
const WANTED = '($4::text[] IS NULL OR type = ANY($4::text[]))';
const AFTER_POSITION = '(transaction_id, global_position) > ($1::xid8, $2::bigint)';

export const SQL = {
  /** A batch of appends, one statement: see the append_batch function's migration. */
  appendBatch: `SELECT append_index, outcome, next_revision, transaction_id_text, global_position,
      detail
    FROM append_batch($1::text[], $2::integer[], $3::bigint[], $4::integer[], $5::uuid[], $6::text,
      $7, $8)`,
  notifyAppended: `SELECT pg_notify('${APPENDED_CHANNEL}', '')`,
  readStreamForwards: `SELECT ${EVENT_COLUMNS} FROM events
    WHERE stream_id = $1 AND revision >= coalesce($2::bigint, 0)
    ORDER BY revision LIMIT $3`,
  readStreams: `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = ANY($1::text[])
    ORDER BY stream_id, revision`,
  readStreamBackwards: `SELECT ${EVENT_COLUMNS} FROM events
    WHERE stream_id = $1 AND ($2::bigint IS NULL OR revision <= $2::bigint)
    ORDER BY revision DESC LIMIT $3`,
  readAll: `SELECT ${EVENT_COLUMNS} FROM events WHERE ${AFTER_POSITION} AND ${SETTLED}
    ORDER BY transaction_id, global_position LIMIT $3`,
  /**
   * readAll's page, each event of the types asked ($4, null for all) without its hashes, the
   * others only as a position.
   */
  readForProjection: `SELECT event_id, stream_id, revision, transaction_id::text AS transaction_id_text,
      global_position, type, schema_version, ${WANTED} AS wanted,
      CASE WHEN ${WANTED} THEN data END AS data,
      CASE WHEN ${WANTED} THEN metadata - 'prevHash' - 'hash' END AS metadata
    FROM events WHERE ${AFTER_POSITION} AND ${SETTLED}
    ORDER BY transaction_id, global_position LIMIT $3`,
  headPosition: `SELECT transaction_id::text AS transaction_id_text, global_position FROM events
    WHERE ${SETTLED} ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
  /** How long the transaction at the watermark has been open; no row when nothing is held back. */
  watermarkHeldFor: `SELECT (extract(epoch FROM now() - activity.xact_start) * 1000)::bigint AS held_ms
    FROM (SELECT ${WATERMARK} AS watermark, pg_snapshot_xmax(pg_current_snapshot()) AS xmax) AS settled
    JOIN pg_stat_activity activity ON activity.backend_xid = settled.watermark::xid
    WHERE settled.watermark < settled.xmax`,
  /** Counts committed events a watermark still holds back as well: the real lag. */
  countAfter: `SELECT count(*) AS count FROM events WHERE ${AFTER_POSITION}`,
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

export interface EventRow<Metadata extends EventMetadata = StoredMetadata> extends PositionRow {
  readonly event_id: string;
  readonly stream_id: string;
  readonly revision: string;
  readonly type: string;
  readonly schema_version: number;
  readonly data: unknown;
  readonly metadata: Metadata;
}

/** A row of SQL.readForProjection: data and metadata are null when its type was not asked. */
export interface ProjectionRow extends EventRow<EventMetadata> {
  readonly wanted: boolean;
}

export function toPosition(row: PositionRow): GlobalPosition {
  return { commit: BigInt(row.transaction_id_text), prepare: BigInt(row.global_position) };
}

/** A recorded event, or a projection's when the row's metadata comes without the hashes. */
export function toRecordedEvent<Metadata extends EventMetadata = StoredMetadata>(
  row: EventRow<Metadata>,
): ProjectionEvent & { readonly metadata: Metadata } {
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
