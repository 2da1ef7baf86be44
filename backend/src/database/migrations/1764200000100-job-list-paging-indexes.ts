import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The job lists and the search read one page at a time (decision 0020): an index per sort key of
 * jobs/queries/shared/job-sort-keys.ts, (company_id, status, <key>, id), so a page is a short
 * index scan; lower-cased keys carry their column (INCLUDE) so that the ids of a deep page come
 * from the index alone. The search's text (job-search-text.ts) gets a trigram index.
 */
const SORT_INDEXES: Record<string, { key?: string; include?: string }> = {
  name: { key: 'lower(name)', include: 'name' },
  reference: { key: 'lower(reference_no)', include: 'reference_no' },
  progress: { key: 'progress_percent' },
  logo: { key: "lower(form_variant ->> 'title')", include: 'form_variant' },
  location: { key: 'lower(location_desc)', include: 'location_desc' },
  entry_user: { key: 'lower(entry_user)', include: 'entry_user' },
  created: { key: 'created_at' },
  files: { key: 'files' },
  links: { key: 'links' },
  notes: { key: 'notes' },
  review_at: { key: 'review_at' },
  direct_no: { key: 'direct_no' },
  imported_by: { key: 'imported_by' },
  imported_at: { key: 'imported_at' },
  archived_at: { key: 'archived_at' },
  // A list's status is fixed, so sorting a list by it is sorting by id.
  status: {},
  updated: { key: 'updated_at' },
};

const SEARCH_TEXT = `lower(name || E'\\x1f' || reference_no || E'\\x1f' ||
  coalesce(location_desc, '') || E'\\x1f' || coalesce(location, ''))`;

export class JobListPagingIndexes1764200000100 implements MigrationInterface {
  name = 'JobListPagingIndexes1764200000100';

  async up(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX job_list_company_status');
    for (const [sort, { key, include }] of Object.entries(SORT_INDEXES)) {
      await db.query(
        `CREATE INDEX job_list_by_${sort} ON job_list (company_id, status, ${key ? `${key}, ` : ''}id)
         ${include ? `INCLUDE (${include})` : ''}`,
      );
    }
    // Counts a list: whole-key duplicates are stored once, so this index is a fraction of the others.
    await db.query('CREATE INDEX job_list_count ON job_list (company_id, status)');
    await db.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await db.query(
      `CREATE INDEX job_list_search ON job_list USING gin ((${SEARCH_TEXT}) gin_trgm_ops)`,
    );
    await db.query(
      'CREATE INDEX job_list_search_by_updated ON job_list (company_id, updated_at, id)',
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX job_list_search_by_updated');
    await db.query('DROP INDEX job_list_search');
    await db.query('DROP INDEX job_list_count');
    for (const sort of Object.keys(SORT_INDEXES)) await db.query(`DROP INDEX job_list_by_${sort}`);
    await db.query(
      'CREATE INDEX job_list_company_status ON job_list (company_id, status, lower(name), id)',
    );
  }
}
