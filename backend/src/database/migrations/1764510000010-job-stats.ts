import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Issue 16 statistics, written by the job-stats projection: per-company per-day (UTC) counters,
 * whose primary key (company_id, day) is the index a report's range scan uses, and one row per
 * job for GET /job/{id}/stats. Durations are kept as sums of milliseconds beside their counts
 * (jobs_finalized, jobs_submitted), so an average over any range is exact.
 */
export class JobStats1764510000010 implements MigrationInterface {
  name = 'JobStats1764510000010';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE job_stats_daily (
        company_id uuid NOT NULL,
        day date NOT NULL,
        jobs_created_staff integer NOT NULL DEFAULT 0,
        jobs_created_public integer NOT NULL DEFAULT 0,
        jobs_finalized integer NOT NULL DEFAULT 0,
        jobs_submitted integer NOT NULL DEFAULT 0,
        jobs_archived integer NOT NULL DEFAULT 0,
        review_ms bigint NOT NULL DEFAULT 0,
        submission_ms bigint NOT NULL DEFAULT 0,
        share_links_created integer NOT NULL DEFAULT 0,
        share_links_completed integer NOT NULL DEFAULT 0,
        emails_sent integer NOT NULL DEFAULT 0,
        requests_completed integer NOT NULL DEFAULT 0,
        PRIMARY KEY (company_id, day)
      )`);
    await db.query(`
      CREATE TABLE job_stats (
        job_id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        origin text NOT NULL,
        created_at timestamptz NOT NULL,
        finalized_at timestamptz,
        submitted_at timestamptz,
        archived_at timestamptz,
        share_links_created integer NOT NULL DEFAULT 0,
        share_links_completed integer NOT NULL DEFAULT 0,
        emails_sent integer NOT NULL DEFAULT 0,
        requests_completed integer NOT NULL DEFAULT 0,
        request_link_ids jsonb NOT NULL DEFAULT '[]'
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE job_stats');
    await db.query('DROP TABLE job_stats_daily');
  }
}
