import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The request limits' counters (@nestjs/throttler), shared by every app instance: one row per
 * limited key and throttler with its fixed window and block (decision 0030). Rows past both
 * their window and block are pruned; the index serves that sweep.
 */
export class ThrottlerCounters1764600000009 implements MigrationInterface {
  name = 'ThrottlerCounters1764600000009';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE throttler_counters (
        key text NOT NULL,
        throttler text NOT NULL,
        hits integer NOT NULL,
        expires_at timestamptz NOT NULL,
        blocked_until timestamptz,
        PRIMARY KEY (key, throttler)
      )`);
    await db.query(
      `CREATE INDEX throttler_counters_done ON throttler_counters (GREATEST(expires_at, blocked_until))`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE throttler_counters');
  }
}
