import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Who read a job's History, downloaded an audit record or exported data (issue 30 item 8). */
export class AccessLog1764900000510 implements MigrationInterface {
  name = 'AccessLog1764900000510';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE access_log (
        id bigserial PRIMARY KEY,
        company_id uuid NOT NULL,
        at timestamptz NOT NULL DEFAULT now(),
        kind text NOT NULL CHECK (kind IN ('job_history', 'audit_record', 'data_export')),
        user_id uuid NOT NULL,
        user_name text NOT NULL,
        user_email text NOT NULL,
        job_id uuid,
        detail jsonb NOT NULL DEFAULT '{}'
      )`);
    await db.query(
      'CREATE INDEX access_log_company_at ON access_log (company_id, at DESC, id DESC)',
    );
    await db.query(`
      CREATE INDEX access_log_job_at ON access_log (company_id, job_id, at DESC, id DESC)
      WHERE job_id IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE access_log');
  }
}
