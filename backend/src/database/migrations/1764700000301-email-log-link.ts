import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A share link's e-mail request by its link (issue 26): a guest's link is read-only once its
 * request expired, asked on every open of the link and every lookup through it.
 */
export class EmailLogLink1764700000301 implements MigrationInterface {
  name = 'EmailLogLink1764700000301';

  async up(db: QueryRunner): Promise<void> {
    await db.query('CREATE INDEX email_log_link ON email_log (link_id)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX email_log_link');
  }
}
