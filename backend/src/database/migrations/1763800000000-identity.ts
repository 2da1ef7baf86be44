import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Companies' settings, users, memberships, roles, permissions, workflow steps, reset codes. The
 * permission rows themselves are synchronised from the catalogue in contracts at every start.
 */
export class Identity1763800000000 implements MigrationInterface {
  name = 'Identity1763800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE companies
        ADD COLUMN contact_id text,
        ADD COLUMN config_settings jsonb NOT NULL DEFAULT '{}',
        ADD COLUMN archive_length integer NOT NULL DEFAULT -1,
        ADD COLUMN archive_duration text NOT NULL DEFAULT 'month',
        ADD COLUMN reference_label text NOT NULL DEFAULT 'Customer Reference #',
        ADD COLUMN autofill_label text NOT NULL DEFAULT 'Customer Auto-fill',
        ADD COLUMN custom_style text`);
    await db.query(`
      CREATE TABLE permissions (
        id serial PRIMARY KEY,
        name text NOT NULL UNIQUE,
        type text NOT NULL CHECK (type IN ('page', 'action')),
        description text NOT NULL
      )`);
    await db.query(`
      CREATE TABLE roles (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        name text NOT NULL,
        assign_workflow boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE role_permissions (
        role_id uuid NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
        permission_id integer NOT NULL REFERENCES permissions (id),
        PRIMARY KEY (role_id, permission_id)
      )`);
    await db.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        email text NOT NULL,
        password_hash text NOT NULL,
        cnt_id text,
        api_key text,
        list_count integer NOT NULL DEFAULT 100,
        column_choice text NOT NULL DEFAULT 'form_variant',
        token_version integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query('CREATE UNIQUE INDEX users_email ON users (lower(email))');
    await db.query(`
      CREATE TABLE memberships (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        role_id uuid NOT NULL REFERENCES roles (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, company_id)
      )`);
    await db.query(`
      CREATE TABLE workflow_steps (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        role_id uuid NOT NULL REFERENCES roles (id),
        position integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE password_resets (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        code_hash text NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of [
      'password_resets',
      'workflow_steps',
      'memberships',
      'users',
      'role_permissions',
      'roles',
      'permissions',
    ]) {
      await db.query(`DROP TABLE ${table}`);
    }
    await db.query(`
      ALTER TABLE companies DROP COLUMN contact_id, DROP COLUMN config_settings, DROP COLUMN archive_length,
        DROP COLUMN archive_duration, DROP COLUMN reference_label, DROP COLUMN autofill_label, DROP COLUMN custom_style`);
  }
}
