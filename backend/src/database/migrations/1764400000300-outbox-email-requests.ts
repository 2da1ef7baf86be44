import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * E-mail requests through the outbox (issue 13): a request's e-mail carries its Message-ID and an
 * HTML part, and names the request, the kind and the event it answers so that the sender can
 * append EmailSent or EmailFailed; reported_at marks that append done. Resends and reminders
 * copy the request's rows; the staff user who asked (requested_by) gets the sender's warning.
 */
export class OutboxEmailRequests1764400000300 implements MigrationInterface {
  name = 'OutboxEmailRequests1764400000300';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE outbox_emails
        ADD COLUMN message_id text,
        ADD COLUMN html text,
        ADD COLUMN email_id uuid,
        ADD COLUMN kind text,
        ADD COLUMN source_event_id uuid,
        ADD COLUMN requested_by uuid,
        ADD COLUMN reported_at timestamptz`);
    await db.query(
      `CREATE INDEX outbox_emails_request ON outbox_emails (email_id) WHERE kind = 'request'`,
    );
    await db.query(
      `CREATE INDEX outbox_emails_unreported ON outbox_emails (created_at)
       WHERE email_id IS NOT NULL AND reported_at IS NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX outbox_emails_unreported');
    await db.query('DROP INDEX outbox_emails_request');
    await db.query(`
      ALTER TABLE outbox_emails
        DROP COLUMN message_id, DROP COLUMN html, DROP COLUMN email_id, DROP COLUMN kind,
        DROP COLUMN source_event_id, DROP COLUMN requested_by, DROP COLUMN reported_at`);
  }
}
