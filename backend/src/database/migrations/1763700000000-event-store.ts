import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The postgres event store: an append-only log with a global sequence, the committing
 * transaction id (xid8) that makes catch-up reads gap-safe, and one row per stream holding its
 * last revision and hash (the row lock serialises appends to one stream).
 */
export class EventStore1763700000000 implements MigrationInterface {
  name = 'EventStore1763700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE event_streams (
        stream_id text PRIMARY KEY,
        revision bigint NOT NULL,
        last_hash text
      )`);
    await db.query(`
      CREATE TABLE events (
        global_position bigserial PRIMARY KEY,
        transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
        event_id uuid NOT NULL UNIQUE,
        stream_id text NOT NULL,
        revision bigint NOT NULL,
        type text NOT NULL,
        schema_version integer NOT NULL,
        data jsonb NOT NULL,
        metadata jsonb NOT NULL,
        recorded_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (stream_id, revision)
      )`);
    await db.query(`CREATE INDEX events_log_order ON events (transaction_id, global_position)`);
    await db.query(`
      CREATE FUNCTION events_are_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'events are append-only';
      END $$`);
    await db.query(`
      CREATE TRIGGER events_append_only BEFORE UPDATE OR DELETE ON events
      FOR EACH ROW EXECUTE FUNCTION events_are_append_only()`);
    await db.query(`
      CREATE TRIGGER events_no_truncate BEFORE TRUNCATE ON events
      FOR EACH STATEMENT EXECUTE FUNCTION events_are_append_only()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE events');
    await db.query('DROP FUNCTION events_are_append_only');
    await db.query('DROP TABLE event_streams');
  }
}
