import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * E-mail requests (issue 13): the e-mail log read model, one row per request. The public
 * unsubscribe route finds a request by its token; the link uuid comes from share_links.
 */
export class EmailLog1764400000200 implements MigrationInterface {
  name = 'EmailLog1764400000200';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE email_log (
        id uuid PRIMARY KEY,
        job_id uuid NOT NULL,
        company_id uuid,
        link_id uuid NOT NULL,
        recipients text[] NOT NULL,
        sender text NOT NULL,
        subject text NOT NULL,
        body text NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'sent', 'error', 'expired')),
        error text,
        opt_out boolean NOT NULL,
        unsubscribe text NOT NULL UNIQUE,
        resends integer NOT NULL,
        reminders_sent integer NOT NULL,
        last_reminder_date timestamptz,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL,
        sent_at timestamptz,
        updated_at timestamptz NOT NULL
      )`);
    await db.query('CREATE INDEX email_log_job ON email_log (job_id, created_at DESC, id DESC)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE email_log');
  }
}
