import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Issue 14: a company's service types (exactly one default among them), and the provider-import
 * outbox. An import request event becomes one provider_imports row (its event id is the key, so
 * a replay adds nothing); the import processor calls the provider with that key until it has an
 * answer and marks the row answered once the outcome is on the job's stream.
 */
export class ProviderImports1764500000000 implements MigrationInterface {
  name = 'ProviderImports1764500000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE service_types (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        text text NOT NULL,
        lien_direct boolean NOT NULL DEFAULT false,
        is_default boolean NOT NULL DEFAULT false,
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(
      'CREATE INDEX service_types_company_text ON service_types (company_id, lower(text), id)',
    );
    await db.query(
      'CREATE UNIQUE INDEX service_types_one_default ON service_types (company_id) WHERE is_default',
    );
    await db.query(`
      CREATE TABLE provider_imports (
        event_id uuid PRIMARY KEY,
        import_id uuid NOT NULL UNIQUE,
        job_id uuid NOT NULL,
        company_id uuid NOT NULL,
        requested_by uuid NOT NULL,
        status text NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'answered')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        answered_at timestamptz
      )`);
    await db.query(
      `CREATE INDEX provider_imports_due ON provider_imports (next_attempt_at) WHERE status = 'pending'`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE provider_imports');
    await db.query('DROP TABLE service_types');
  }
}
