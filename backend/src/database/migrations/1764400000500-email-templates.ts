import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** E-mail templates (issue 13): a company's subjects and bodies, listed by title. */
export class EmailTemplates1764400000500 implements MigrationInterface {
  name = 'EmailTemplates1764400000500';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE email_templates (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        title text NOT NULL,
        subject text NOT NULL,
        body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(
      'CREATE INDEX email_templates_company_title ON email_templates (company_id, lower(title), id)',
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE email_templates');
  }
}
