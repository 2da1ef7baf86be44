import { type MigrationInterface, type QueryRunner } from 'typeorm';

const APPEND_BATCH =
  'append_batch(text[], integer[], bigint[], integer[], uuid[], text, boolean, boolean)';

/**
 * append_batch's statements run on generic plans (decision 0019, "A lone append"). Left to
 * choose, PL/pgSQL's plan cache kept planning its statements afresh on every call: a generic plan
 * costs `unnest` of a parameter at 10 rows, so it always looked dearer than a custom plan for the
 * actual 1, and planning the head lookup and the id check took longer than running them. The
 * generic plans are the same index probes.
 */
export class AppendBatchGenericPlans1764800000840 implements MigrationInterface {
  name = 'AppendBatchGenericPlans1764800000840';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER FUNCTION ${APPEND_BATCH} SET plan_cache_mode = force_generic_plan`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER FUNCTION ${APPEND_BATCH} RESET plan_cache_mode`);
  }
}
