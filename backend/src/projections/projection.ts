import type { PoolClient } from 'pg';
import type { ProjectionEvent } from '../event-store/event-store.port';

export interface ProjectionTable {
  readonly name: string;
  /** A total order of its rows, so the content hash is the same whatever the insertion order. */
  readonly orderBy: string;
  /** The columns hashed, when others change after the projection wrote the row (default: all). */
  readonly hashedColumns?: readonly string[];
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
  /**
   * What its tables hold. A read model is entirely its own: a rebuild folds it again in shadow
   * tables and swaps them in. Side effects (an outbox) are only ever added, once per event: a
   * rebuild replays over them in place and must add nothing.
   */
  readonly writes: 'read-model' | 'side-effects';
  /** The tables it writes, hashed before and after a rebuild to check determinism. */
  readonly tables: readonly ProjectionTable[];
  apply(event: ProjectionEvent, db: PoolClient): Promise<void>;
  /**
   * Folds several events (only the types it handles, in order) at once, as `apply` one by one
   * would: a few set-based statements instead of one or two per event.
   */
  applyBatch?(events: readonly ProjectionEvent[], db: PoolClient): Promise<void>;
}

export const PROJECTIONS = Symbol('PROJECTIONS');
