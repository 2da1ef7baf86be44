import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Webhooks (issue 31, decision 0048): a company's endpoints, the webhook events the store's
 * subscription found (with the job's status it tracks), and one delivery row per endpoint and
 * event (plus redeliveries and replays), claimed by the sender like the e-mail outbox's rows.
 */
export class Webhooks1764900001100 implements MigrationInterface {
  name = 'Webhooks1764900001100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE webhook_endpoints (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        url text NOT NULL,
        description text NOT NULL DEFAULT '',
        event_types text[] NOT NULL,
        disabled_reason text CHECK (disabled_reason IN ('failing', 'paused')),
        secret text NOT NULL,
        previous_secret text,
        previous_secret_until timestamptz,
        secret_rotated_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        sender_until timestamptz
      )`);
    await db.query('CREATE INDEX webhook_endpoints_company ON webhook_endpoints (company_id)');
    await db.query(`
      CREATE TABLE webhook_events (
        event_id uuid NOT NULL,
        type text NOT NULL,
        company_id uuid NOT NULL,
        job_id uuid NOT NULL,
        job_revision integer NOT NULL,
        commit_position bigint NOT NULL,
        prepare_position bigint NOT NULL,
        occurred_at timestamptz NOT NULL,
        payload jsonb NOT NULL,
        PRIMARY KEY (event_id, type)
      )`);
    await db.query(`
      CREATE INDEX webhook_events_company_position
      ON webhook_events (company_id, commit_position, prepare_position)`);
    await db.query(
      'CREATE INDEX webhook_events_company_time ON webhook_events (company_id, occurred_at)',
    );
    await db.query(`
      CREATE TABLE webhook_job_states (
        job_id uuid PRIMARY KEY,
        status text NOT NULL
      )`);
    await db.query(`
      CREATE TABLE webhook_deliveries (
        id bigserial PRIMARY KEY,
        endpoint_id uuid NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
        event_id uuid NOT NULL,
        type text NOT NULL,
        job_id uuid NOT NULL,
        message_id text NOT NULL,
        origin text NOT NULL CHECK (origin IN ('event', 'redeliver', 'replay')),
        status text NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'retrying', 'sending', 'succeeded', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        response_status integer,
        latency_ms integer,
        response_excerpt text,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_attempt_at timestamptz,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        locked_until timestamptz,
        FOREIGN KEY (event_id, type) REFERENCES webhook_events (event_id, type)
      )`);
    await db.query(`
      CREATE UNIQUE INDEX webhook_deliveries_once
      ON webhook_deliveries (endpoint_id, event_id, type) WHERE origin = 'event'`);
    await db.query(`
      CREATE INDEX webhook_deliveries_open ON webhook_deliveries (endpoint_id, job_id, id)
      WHERE status IN ('pending', 'retrying', 'sending')`);
    await db.query(
      'CREATE INDEX webhook_deliveries_log ON webhook_deliveries (endpoint_id, created_at DESC, id DESC)',
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE webhook_deliveries');
    await db.query('DROP TABLE webhook_job_states');
    await db.query('DROP TABLE webhook_events');
    await db.query('DROP TABLE webhook_endpoints');
  }
}
