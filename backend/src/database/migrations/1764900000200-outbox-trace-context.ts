import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Traces (issue 30, docs/decisions/0043): an outbox row keeps the W3C trace context of the event
 * that queued it, so its e-mail send or provider call joins the trace of the command that caused
 * it. Null for rows queued while tracing was off; not part of the projections' hashes.
 */
export class OutboxTraceContext1764900000200 implements MigrationInterface {
  name = 'OutboxTraceContext1764900000200';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE outbox_emails ADD COLUMN traceparent text');
    await db.query('ALTER TABLE provider_imports ADD COLUMN traceparent text');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE provider_imports DROP COLUMN traceparent');
    await db.query('ALTER TABLE outbox_emails DROP COLUMN traceparent');
  }
}
