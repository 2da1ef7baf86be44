import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The company settings the API validates, held by the database too (spec section 9): the status
 * list, the archive units, an archive length of -1 (never) or more, non-blank name and labels.
 */
export class CompanyConstraints1763830000000 implements MigrationInterface {
  name = 'CompanyConstraints1763830000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE companies
        ADD CONSTRAINT companies_status_check
          CHECK (status IN ('demo', 'setup', 'beta', 'active', 'inactive', 'hold', 'closed')),
        ADD CONSTRAINT companies_archive_duration_check
          CHECK (archive_duration IN ('day', 'week', 'month')),
        ADD CONSTRAINT companies_archive_length_check CHECK (archive_length >= -1),
        ADD CONSTRAINT companies_name_check CHECK (btrim(name) <> ''),
        ADD CONSTRAINT companies_labels_check
          CHECK (btrim(reference_label) <> '' AND btrim(autofill_label) <> '')`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE companies
        DROP CONSTRAINT companies_labels_check,
        DROP CONSTRAINT companies_name_check,
        DROP CONSTRAINT companies_archive_length_check,
        DROP CONSTRAINT companies_archive_duration_check,
        DROP CONSTRAINT companies_status_check`);
  }
}
