import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Guests (issue 12): the share-links read model (one row per link, found by its public uuid), the
 * captcha solutions already spent (a token is single use), and the files a guest uploads on the
 * public form before the job they belong to exists.
 */
export class Guests1764300000000 implements MigrationInterface {
  name = 'Guests1764300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE share_links (
        id uuid PRIMARY KEY,
        uuid uuid NOT NULL UNIQUE,
        job_id uuid NOT NULL,
        company_id uuid,
        label text NOT NULL,
        sections jsonb NOT NULL,
        status text NOT NULL CHECK (status IN ('open', 'closed', 'complete')),
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await db.query('CREATE INDEX share_links_job ON share_links (job_id, created_at, id)');
    await db.query(`
      CREATE TABLE captcha_spent (
        signature text PRIMARY KEY,
        expires_at timestamptz NOT NULL
      )`);
    await db.query('CREATE INDEX captcha_spent_expires_at ON captcha_spent (expires_at)');
    await db.query(`
      CREATE TABLE guest_uploads (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        appid uuid NOT NULL,
        file_name text NOT NULL,
        location text NOT NULL,
        size integer NOT NULL,
        mime_type text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        job_id uuid
      )`);
    await db.query('CREATE INDEX guest_uploads_created_at ON guest_uploads (created_at)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE guest_uploads');
    await db.query('DROP TABLE captcha_spent');
    await db.query('DROP TABLE share_links');
  }
}
