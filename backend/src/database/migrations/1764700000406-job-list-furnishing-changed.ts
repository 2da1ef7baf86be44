import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The pre-send check warns about a furnishing date nobody changed since the job was created (the
 * New Job modal fills in today and a week from today): the job-list projection marks a date once
 * a later event changes it. Existing jobs are marked as the projection would fold them.
 */
export class JobListFurnishingChanged1764700000406 implements MigrationInterface {
  name = 'JobListFurnishingChanged1764700000406';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE job_list
        ADD COLUMN first_furnishing_changed boolean NOT NULL DEFAULT false,
        ADD COLUMN last_furnishing_changed boolean NOT NULL DEFAULT false`);
    for (const field of ['first_furnishing', 'last_furnishing']) {
      await db.query(
        `UPDATE job_list j SET ${field}_changed = true
         WHERE EXISTS (
           SELECT 1 FROM events e
           WHERE e.stream_id = 'job-' || j.id::text
             AND ((e.type = 'JobSettingsUpdated' AND e.data->'changes' ? $1)
               OR (e.type = 'CustomerValueAccepted' AND e.data->>'field' = $1)))`,
        [field],
      );
    }
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      'ALTER TABLE job_list DROP COLUMN first_furnishing_changed, DROP COLUMN last_furnishing_changed',
    );
  }
}
