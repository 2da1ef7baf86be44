import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { jobStreamId } from '@job-intake/contracts/jobs/job-events';
import { inTransaction } from '../../database/in-transaction';
import type { EventMetadata, RecordedEvent } from '../../event-store/event-store.port';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { foldEvents } from '../apply-batch';
import type { Projection } from '../projection';
import { projectionContentHash } from '../projection-rebuild';

/** An event as a test gives it: the stream's next revision and the log's next position follow. */
export interface GivenEvent {
  readonly type: string;
  readonly data: unknown;
  readonly schemaVersion?: number;
  readonly metadata?: Partial<EventMetadata>;
}

export interface SpecificationOptions {
  /** The version each type is recorded with when a given event names none (default 1). */
  readonly schemaVersions?: Readonly<Record<string, number>>;
  /**
   * Projections whose read models this one reads (job-list for the notifications): `given` folds
   * the events into them first, once (applying again is this projection's rebuild, not theirs).
   */
  readonly reads?: readonly Projection[];
}

export const SPEC_COMPANY_ID = '00000000-0000-4000-8000-00000000c0de';
export const SPEC_USER_ID = '00000000-0000-4000-8000-0000000000a1';
const SPEC_START = Date.parse('2026-01-05T09:00:00.000Z');

/** When the n-th given event (from 0, counted over all streams since the last reset) happened. */
export function specTime(n: number): Date {
  return new Date(SPEC_START + n * 60_000);
}

/**
 * Given events, then rows: one projection on its own migrated PostgreSQL database. `given`
 * records the events (revisions per stream, positions in the log, times by specTime) and
 * applies them as the runner does (only the types the projection folds, in one transaction);
 * `rows` reads a table back. Model: emmett's PostgreSQLProjectionSpec.
 */
export class ProjectionSpecification {
  private position = 0;
  private readonly revisions = new Map<string, number>();

  private constructor(
    readonly projection: Projection,
    /** For rows the projection reads but does not write (users, roles...). */
    readonly pool: Pool,
    private readonly database: TestDatabase,
    private readonly options: SpecificationOptions,
  ) {}

  static async for(
    projection: Projection,
    options: SpecificationOptions = {},
  ): Promise<ProjectionSpecification> {
    const database = await createTestDatabase();
    const pool = new Pool({ connectionString: database.url, max: 2 });
    return new ProjectionSpecification(projection, pool, database, options);
  }

  async given(streamId: string, ...events: GivenEvent[]): Promise<RecordedEvent[]> {
    const recorded = events.map((event) => this.record(streamId, event));
    await inTransaction(this.pool, async (tx) => {
      for (const read of this.options.reads ?? []) await foldEvents(tx, read, recorded);
    });
    await this.apply(recorded);
    return recorded;
  }

  /** `count` new job streams, each given the events `historyOf` makes for it: all recorded, in order. */
  async givenJobs(
    count: number,
    historyOf: (jobId: string) => GivenEvent[],
  ): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    for (let job = 0; job < count; job += 1) {
      const jobId = randomUUID();
      events.push(...(await this.given(jobStreamId(jobId), ...historyOf(jobId))));
    }
    return events;
  }

  /** Applies recorded events as the runner does; given events again, as a rebuild in place does. */
  async apply(recorded: readonly RecordedEvent[]): Promise<void> {
    await inTransaction(this.pool, (tx) => foldEvents(tx, this.projection, recorded));
  }

  /** A table's rows in the projection's own order (`SELECT *` unless columns are named). */
  async rows<Row = Record<string, unknown>>(table: string, columns = '*'): Promise<Row[]> {
    const orderBy = this.projection.tables.find((candidate) => candidate.name === table)?.orderBy;
    if (!orderBy) throw new Error(`${this.projection.name} does not write ${table}`);
    const { rows } = await this.pool.query(`SELECT ${columns} FROM ${table} ORDER BY ${orderBy}`);
    return rows as Row[];
  }

  /**
   * Each table's rows (its hashed columns) and the content hash after folding these batches, one
   * transaction each, into the emptied tables: what a runner with that batching would leave.
   */
  async foldedInBatches(
    batches: readonly (readonly RecordedEvent[])[],
  ): Promise<{ rows: unknown[][]; hash: string }> {
    const { tables } = this.projection;
    await this.pool.query(`TRUNCATE ${tables.map((table) => table.name).join(', ')}`);
    for (const batch of batches) await this.apply(batch);
    return {
      rows: await Promise.all(tables.map((t) => this.rows(t.name, t.hashedColumns?.join(', ')))),
      hash: await projectionContentHash(this.pool, this.projection),
    };
  }

  /** Empties the projection's tables, for the next test. */
  async reset(): Promise<void> {
    const tables = [this.projection, ...(this.options.reads ?? [])]
      .flatMap((projection) => projection.tables.map((table) => table.name))
      .join(', ');
    await this.pool.query(`TRUNCATE ${tables}`);
    this.position = 0;
    this.revisions.clear();
  }

  async close(): Promise<void> {
    await this.pool.end();
    await this.database.drop();
  }

  private record(streamId: string, event: GivenEvent): RecordedEvent {
    const revision = (this.revisions.get(streamId) ?? -1) + 1;
    this.revisions.set(streamId, revision);
    const position = this.position++;
    return {
      id: randomUUID(),
      streamId,
      revision,
      position: { commit: BigInt(position), prepare: BigInt(position) },
      type: event.type,
      schemaVersion: event.schemaVersion ?? this.options.schemaVersions?.[event.type] ?? 1,
      data: event.data,
      metadata: {
        companyId: SPEC_COMPANY_ID,
        actor: { kind: 'user', userId: SPEC_USER_ID },
        correlationId: randomUUID(),
        occurredAt: specTime(position).toISOString(),
        ...event.metadata,
        prevHash: null,
        hash: '',
      },
    };
  }
}

/** The events cut into consecutive batches of `size`. */
export function batchesOf<T>(events: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(events.length / size) }, (_, index) =>
    events.slice(index * size, (index + 1) * size),
  );
}
