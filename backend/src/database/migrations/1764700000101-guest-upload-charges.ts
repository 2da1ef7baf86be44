import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * What the public form's uploads charge against their daily budgets (decision 0031): one row per
 * upload, reserved at the request's size before its body is read (pending) and settled to the
 * bytes stored. Kept a day. The partial index serves the sum and the eviction of the uploads no
 * job took.
 */
export class GuestUploadCharges1764700000101 implements MigrationInterface {
  name = 'GuestUploadCharges1764700000101';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE guest_upload_charges (
        id uuid PRIMARY KEY,
        address text NOT NULL,
        form_id uuid NOT NULL,
        bytes bigint NOT NULL CHECK (bytes >= 0),
        pending boolean NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(
      'CREATE INDEX guest_upload_charges_address ON guest_upload_charges (address, created_at)',
    );
    await db.query(
      'CREATE INDEX guest_upload_charges_form ON guest_upload_charges (form_id, created_at)',
    );
    await db.query(
      'CREATE INDEX guest_upload_charges_created_at ON guest_upload_charges (created_at)',
    );
    await db.query(
      'CREATE INDEX guest_uploads_unclaimed ON guest_uploads (created_at, id) INCLUDE (size) WHERE job_id IS NULL',
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX guest_uploads_unclaimed');
    await db.query('DROP TABLE guest_upload_charges');
  }
}
