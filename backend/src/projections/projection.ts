import type { PoolClient } from 'pg';
import type { RecordedEvent } from '../event-store/event-store.port';

export interface ProjectionTable {
  readonly name: string;
  /** A total order of its rows, so the content hash is the same whatever the insertion order. */
  readonly orderBy: string;
}

/**
 * Folds events into PostgreSQL tables. `apply` runs inside the transaction that also moves the
 * projection's checkpoint, so a batch is applied entirely or not at all. It must depend only on
 * the events (times come from event metadata, never the clock): a rebuild gives the same rows.
 */
export interface Projection {
  readonly name: string;
  /** The event types it folds; other events only move its checkpoint. */
  readonly eventTypes: readonly string[];
  /** The tables it owns: emptied on rebuild, hashed to check determinism. */
  readonly tables: readonly ProjectionTable[];
  apply(event: RecordedEvent, db: PoolClient): Promise<void>;
}

export const PROJECTIONS = Symbol('PROJECTIONS');
