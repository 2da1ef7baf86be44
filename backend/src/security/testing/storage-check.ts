import type { INestApplication } from '@nestjs/common';
import type { Pool } from 'pg';
import { EVENT_STORE, type EventStore } from '../../event-store/event-store.port';
import { waitForQuiescence } from './background-work';

/** What a snapshot calls the event store's head beside the tables. */
export const STORE_HEAD = 'event store head';

export type Snapshot = Readonly<Record<string, string>>;

/** The tables (and STORE_HEAD) that differ between two snapshots. */
export const changesBetween = (before: Snapshot, after: Snapshot): string[] =>
  Object.keys(after).filter((name) => after[name] !== before[name]);

/**
 * Tells what an action stored: it waits until background work is idle, takes the event store's
 * head and a row count and content hash of every table, runs the action, waits until background
 * work has finished what the action started (read models, outbox), and compares. Tables that a
 * refused request legitimately writes are declared with the reason and left out.
 */
export class StorageCheck {
  private digestSql: Promise<string> | undefined;

  constructor(
    private readonly app: INestApplication,
    private readonly pool: Pool,
    private readonly writtenByRefusedRequests: Readonly<Record<string, string>>,
  ) {}

  /** Runs the action and returns its result with what changed: tables and the store's head. */
  async changedBy<T>(action: () => Promise<T>): Promise<{ result: T; changed: string[] }> {
    const before = await this.snapshot();
    const result = await action();
    return { result, changed: changesBetween(before, await this.snapshot()) };
  }

  /** Once background work is idle: the store's head and every table's count and hash. */
  async snapshot(): Promise<Snapshot> {
    await waitForQuiescence(this.app, this.pool);
    const head = await this.app.get<EventStore>(EVENT_STORE).headPosition();
    const { rows } = await this.pool.query<{ name: string; digest: string }>(
      await (this.digestSql ??= this.buildDigestSql()),
    );
    const digests: Record<string, string> = { [STORE_HEAD]: `${head.commit}/${head.prepare}` };
    for (const { name, digest } of rows) digests[name] = digest;
    return digests;
  }

  /** One statement: every table's row count and the md5 of its rows in a stable order. */
  private async buildDigestSql(): Promise<string> {
    const { rows } = await this.pool.query<{ name: string }>(
      `SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
        ORDER BY 1`,
    );
    return rows
      .filter(({ name }) => !(name in this.writtenByRefusedRequests))
      .map(
        ({ name }) =>
          `SELECT ${quoteLiteral(name)} AS name, count(*) || ':' || md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest FROM ${name} t`,
      )
      .join('\nUNION ALL\n');
  }
}

const quoteLiteral = (text: string) => `'${text.replace(/'/g, "''")}'`;
