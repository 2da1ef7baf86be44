import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The job page tells an import in flight (sending) and the provider's last refusal (failed, with
 * its words) from job_list, so a reload shows them; the job-list projection fills them.
 */
export class JobListImportState1764510000009 implements MigrationInterface {
  name = 'JobListImportState1764510000009';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE job_list
        ADD COLUMN import_state text CHECK (import_state IN ('sending', 'failed')),
        ADD COLUMN import_error text`);
    // Jobs whose last import fact is a request or a refusal, as the projection would fold them.
    await db.query(`
      UPDATE job_list j
      SET import_state = CASE last.type WHEN 'JobImportFailed' THEN 'failed' ELSE 'sending' END,
          import_error = CASE last.type WHEN 'JobImportFailed' THEN last.data->>'error' END
      FROM (
        SELECT DISTINCT ON (stream_id) stream_id, type, data FROM events
        WHERE stream_id LIKE 'job-%'
          AND type IN ('JobImportRequested', 'JobImported', 'JobImportFailed')
        ORDER BY stream_id, revision DESC
      ) last
      WHERE j.id::text = substring(last.stream_id FROM 5) AND last.type <> 'JobImported'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE job_list DROP COLUMN import_state, DROP COLUMN import_error');
  }
}
