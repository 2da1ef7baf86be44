import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Invitations to a company (decision 0014): POST /user and the CSV upload invite by e-mail; the
 * addressee becomes a member on accepting. Only a SHA-256 of the link's token is stored. One open
 * invitation per company and e-mail: inviting again replaces it.
 */
export class Invitations1764000000200 implements MigrationInterface {
  name = 'Invitations1764000000200';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE invitations (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        role_id uuid NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
        email text NOT NULL,
        name text NOT NULL,
        cnt_id text,
        api_key text,
        invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
        token_hash text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        accepted_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(
      'CREATE UNIQUE INDEX invitations_open ON invitations (company_id, lower(email)) WHERE accepted_at IS NULL',
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE invitations');
  }
}
