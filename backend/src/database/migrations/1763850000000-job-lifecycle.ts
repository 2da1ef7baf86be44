import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The job lifecycle's read models (issue 5): every column of a job list row and of the job page
 * on `job_list`, the notes and attachments of each job, and the e-mail outbox that the
 * job-notifications processor fills and the outbox sender drains.
 *
 * job_list is emptied and its checkpoint dropped, so the job-list projection folds the whole
 * store again at the next start with the new columns.
 */
export class JobLifecycle1763850000000 implements MigrationInterface {
  name = 'JobLifecycle1763850000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('TRUNCATE job_list');
    await db.query(`DELETE FROM projection_checkpoints WHERE name = 'job-list'`);
    await db.query('DROP INDEX job_list_company_status');
    await db.query(`
      ALTER TABLE job_list
        ADD COLUMN uuid uuid NOT NULL,
        ADD COLUMN reference_no text NOT NULL,
        ADD COLUMN location text,
        ADD COLUMN location_desc text,
        ADD COLUMN contact text,
        ADD COLUMN first_furnishing text,
        ADD COLUMN ff_est boolean NOT NULL,
        ADD COLUMN last_furnishing text,
        ADD COLUMN lf_est boolean NOT NULL,
        ADD COLUMN total_contract_amt text NOT NULL,
        ADD COLUMN total_claim_amt text NOT NULL,
        ADD COLUMN user_submitted jsonb NOT NULL,
        ADD COLUMN answer_data jsonb NOT NULL,
        ADD COLUMN progress_percent integer NOT NULL,
        ADD COLUMN progress_remaining integer NOT NULL,
        ADD COLUMN files integer NOT NULL,
        ADD COLUMN links integer NOT NULL,
        ADD COLUMN notes integer NOT NULL,
        ADD COLUMN form_id text NOT NULL,
        ADD COLUMN form_version_id text NOT NULL,
        ADD COLUMN form_variant jsonb,
        ADD COLUMN customer_id text,
        ADD COLUMN workflow_step_id uuid,
        ADD COLUMN origin text NOT NULL,
        ADD COLUMN creator_user_id uuid,
        ADD COLUMN entry_user text NOT NULL,
        ADD COLUMN review_at timestamptz,
        ADD COLUMN direct_no text,
        ADD COLUMN imported_by text,
        ADD COLUMN imported_at timestamptz,
        ADD COLUMN archived_at timestamptz,
        ADD COLUMN deleted_at timestamptz`);
    await db.query('CREATE UNIQUE INDEX job_list_uuid ON job_list (uuid)');
    await db.query(
      'CREATE INDEX job_list_company_status ON job_list (company_id, status, lower(name), id)',
    );
    await db.query(
      `CREATE INDEX job_list_submitted ON job_list (imported_at) WHERE status = 'submitted'`,
    );

    await db.query(`
      CREATE TABLE job_notes (
        id uuid PRIMARY KEY,
        job_id uuid NOT NULL,
        company_id uuid,
        description text NOT NULL,
        user_id uuid,
        created_at timestamptz NOT NULL,
        revision bigint NOT NULL
      )`);
    await db.query('CREATE INDEX job_notes_job ON job_notes (job_id, revision)');

    await db.query(`
      CREATE TABLE job_attachments (
        id uuid PRIMARY KEY,
        job_id uuid NOT NULL,
        company_id uuid,
        file_name text NOT NULL,
        location text NOT NULL UNIQUE,
        size bigint NOT NULL,
        mime_type text NOT NULL,
        user_id uuid,
        created_at timestamptz NOT NULL,
        revision bigint NOT NULL
      )`);
    await db.query('CREATE INDEX job_attachments_job ON job_attachments (job_id, revision)');

    // Side effects are not rebuilt: a replay finds each event in job_notification_events (and
    // each e-mail's dedupe key in outbox_emails) and adds nothing, so nothing is sent twice.
    await db.query(`
      CREATE TABLE job_notification_events (
        event_id uuid PRIMARY KEY,
        job_id uuid NOT NULL,
        recipients integer NOT NULL,
        occurred_at timestamptz NOT NULL
      )`);
    await db.query(`
      CREATE TABLE outbox_emails (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        dedupe_key text NOT NULL UNIQUE,
        company_id uuid,
        job_id uuid,
        recipient text NOT NULL,
        subject text NOT NULL,
        body text NOT NULL,
        status text NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        locked_until timestamptz,
        last_error text,
        sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(
      `CREATE INDEX outbox_emails_due ON outbox_emails (next_attempt_at) WHERE status = 'pending'`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE outbox_emails');
    await db.query('DROP TABLE job_notification_events');
    await db.query('DROP TABLE job_attachments');
    await db.query('DROP TABLE job_notes');
    await db.query('TRUNCATE job_list');
    await db.query(`DELETE FROM projection_checkpoints WHERE name = 'job-list'`);
    await db.query('DROP INDEX job_list_submitted');
    await db.query('DROP INDEX job_list_uuid');
    await db.query('DROP INDEX job_list_company_status');
    await db.query(`
      ALTER TABLE job_list
        DROP COLUMN uuid, DROP COLUMN reference_no, DROP COLUMN location,
        DROP COLUMN location_desc, DROP COLUMN contact, DROP COLUMN first_furnishing,
        DROP COLUMN ff_est, DROP COLUMN last_furnishing, DROP COLUMN lf_est,
        DROP COLUMN total_contract_amt, DROP COLUMN total_claim_amt, DROP COLUMN user_submitted,
        DROP COLUMN answer_data, DROP COLUMN progress_percent, DROP COLUMN progress_remaining,
        DROP COLUMN files, DROP COLUMN links, DROP COLUMN notes, DROP COLUMN form_id,
        DROP COLUMN form_version_id, DROP COLUMN form_variant, DROP COLUMN customer_id,
        DROP COLUMN workflow_step_id, DROP COLUMN origin, DROP COLUMN creator_user_id,
        DROP COLUMN entry_user, DROP COLUMN review_at, DROP COLUMN direct_no,
        DROP COLUMN imported_by, DROP COLUMN imported_at, DROP COLUMN archived_at,
        DROP COLUMN deleted_at`);
    await db.query('CREATE INDEX job_list_company_status ON job_list (company_id, status, name)');
  }
}
