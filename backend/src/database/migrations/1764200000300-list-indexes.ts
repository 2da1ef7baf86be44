import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The users, forms and companies lists are paged, sorted and searched in SQL (issue 11): a btree
 * behind each sort key (company_id first where a list is one company's; the id breaks ties) and a
 * trigram GIN index behind each searched expression, so that `lower(x) ILIKE '%text%'` uses it.
 */
const INDEXES: readonly [name: string, definition: string][] = [
  ['users_name_sort', 'users (lower(name), id)'],
  ['users_cnt_id_sort', 'users (cnt_id, id)'],
  ['users_name_trgm', 'users USING gin (lower(name) gin_trgm_ops)'],
  ['users_email_trgm', 'users USING gin (lower(email) gin_trgm_ops)'],
  ['forms_name_sort', 'forms (company_id, lower(name), id) WHERE deleted_at IS NULL'],
  ['forms_status_sort', 'forms (company_id, status, id) WHERE deleted_at IS NULL'],
  ['forms_mapped_sort', 'forms (company_id, mapped, id) WHERE deleted_at IS NULL'],
  ['forms_created_sort', 'forms (company_id, created_at, id) WHERE deleted_at IS NULL'],
  ['forms_name_trgm', 'forms USING gin (lower(name) gin_trgm_ops) WHERE deleted_at IS NULL'],
  ['companies_name_sort', 'companies (lower(name), id)'],
  ['companies_status_sort', 'companies (status, id)'],
  ['companies_created_sort', 'companies (created_at, id)'],
  ['companies_name_trgm', 'companies USING gin (lower(name) gin_trgm_ops)'],
];

export class ListIndexes1764200000300 implements MigrationInterface {
  name = 'ListIndexes1764200000300';

  async up(db: QueryRunner): Promise<void> {
    await db.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    for (const [name, definition] of INDEXES) {
      await db.query(`CREATE INDEX ${name} ON ${definition}`);
    }
  }

  /** The extension stays: the job search's index needs it too. */
  async down(db: QueryRunner): Promise<void> {
    for (const [name] of INDEXES) await db.query(`DROP INDEX ${name}`);
  }
}
