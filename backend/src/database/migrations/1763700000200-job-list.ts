import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** The job lists' read model, built by the job-list projection. */
export class JobList1763700000200 implements MigrationInterface {
  name = 'JobList1763700000200';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE job_list (
        id uuid PRIMARY KEY,
        company_id uuid,
        name text NOT NULL,
        status text NOT NULL,
        revision bigint NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await db.query('CREATE INDEX job_list_company_status ON job_list (company_id, status, name)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE job_list');
  }
}
