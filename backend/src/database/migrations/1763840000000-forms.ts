import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Forms and what they are built of (configuration tables, not events): stored files (logos),
 * forms, sections, fields, logo variants, and the immutable published versions jobs are
 * collected through (docs/decisions/0005-form-versions.md).
 */
export class Forms1763840000000 implements MigrationInterface {
  name = 'Forms1763840000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE files (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        location text NOT NULL UNIQUE,
        original_name text NOT NULL,
        mime_type text NOT NULL,
        size integer NOT NULL CHECK (size >= 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query('CREATE INDEX files_company ON files (company_id)');
    await db.query(`
      CREATE TABLE forms (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        name text NOT NULL,
        title text NOT NULL DEFAULT '',
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active')),
        mapped boolean NOT NULL DEFAULT false,
        message text NOT NULL DEFAULT '',
        footnote text NOT NULL DEFAULT '',
        config jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz
      )`);
    await db.query('CREATE INDEX forms_company ON forms (company_id) WHERE deleted_at IS NULL');
    await db.query(`
      CREATE TABLE sections (
        id uuid PRIMARY KEY,
        form_id uuid NOT NULL REFERENCES forms (id) ON DELETE CASCADE,
        title text NOT NULL,
        "order" integer NOT NULL DEFAULT 0,
        readonly boolean NOT NULL DEFAULT false,
        type_id integer,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query('CREATE INDEX sections_form ON sections (form_id)');
    await db.query(`
      CREATE TABLE fields (
        id uuid PRIMARY KEY,
        section_id uuid NOT NULL REFERENCES sections (id) ON DELETE CASCADE,
        type text NOT NULL,
        type_id integer,
        title text NOT NULL DEFAULT '',
        description text NOT NULL DEFAULT '',
        required boolean NOT NULL DEFAULT false,
        add_to_notes boolean NOT NULL DEFAULT false,
        "order" integer NOT NULL DEFAULT 0,
        choices jsonb NOT NULL DEFAULT '[]',
        style jsonb NOT NULL DEFAULT '{}',
        field_configs jsonb NOT NULL DEFAULT '{}',
        mapped_type jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query('CREATE INDEX fields_section ON fields (section_id)');
    // A deleted variant keeps its uuid: an old guest link must never lead to another form.
    await db.query(`
      CREATE TABLE form_variants (
        id uuid PRIMARY KEY,
        form_id uuid NOT NULL REFERENCES forms (id) ON DELETE CASCADE,
        title text NOT NULL,
        uuid text NOT NULL UNIQUE,
        file_id uuid REFERENCES files (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz
      )`);
    await db.query('CREATE INDEX form_variants_form ON form_variants (form_id)');
    await db.query(`
      CREATE TABLE form_versions (
        id uuid PRIMARY KEY,
        form_id uuid NOT NULL REFERENCES forms (id) ON DELETE CASCADE,
        version integer NOT NULL CHECK (version >= 1),
        content_hash text NOT NULL,
        snapshot jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (form_id, version)
      )`);
    // Published versions are what jobs asked: the database refuses to change them.
    await db.query(`
      CREATE FUNCTION form_versions_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'form_versions rows are immutable';
      END $$`);
    await db.query(`
      CREATE TRIGGER form_versions_immutable BEFORE UPDATE ON form_versions
        FOR EACH ROW EXECUTE FUNCTION form_versions_immutable()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE form_versions');
    await db.query('DROP FUNCTION form_versions_immutable');
    for (const table of ['form_variants', 'fields', 'sections', 'forms', 'files']) {
      await db.query(`DROP TABLE ${table}`);
    }
  }
}
