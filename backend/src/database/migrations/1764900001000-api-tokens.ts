import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** A company's API tokens (issue 31 item 1): only the secret's hash is kept (decision 0047). */
export class ApiTokens1764900001000 implements MigrationInterface {
  name = 'ApiTokens1764900001000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE api_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        name text NOT NULL,
        permissions text[] NOT NULL,
        secret_hash bytea NOT NULL,
        hint text NOT NULL,
        created_by uuid NOT NULL,
        created_by_name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz,
        last_used_at timestamptz,
        revoked_at timestamptz
      )`);
    await db.query('CREATE UNIQUE INDEX api_tokens_secret_hash ON api_tokens (secret_hash)');
    await db.query(
      'CREATE INDEX api_tokens_company_created ON api_tokens (company_id, created_at DESC, id)',
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE api_tokens');
  }
}
