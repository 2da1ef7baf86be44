import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * How many jobs each company has in each status, kept by the job-list projection beside its rows
 * (decision 0020): a list's total is one row read, where a count(*) over a list of 100,000 jobs
 * scans 100,000 index entries for every page.
 */
export class JobListCounts1764200000500 implements MigrationInterface {
  name = 'JobListCounts1764200000500';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE job_list_counts (
        company_id uuid NOT NULL,
        status text NOT NULL,
        jobs integer NOT NULL,
        PRIMARY KEY (company_id, status)
      )`);
    await db.query(`
      INSERT INTO job_list_counts (company_id, status, jobs)
      SELECT company_id, status, count(*) FROM job_list
      WHERE company_id IS NOT NULL GROUP BY company_id, status`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE job_list_counts');
  }
}
