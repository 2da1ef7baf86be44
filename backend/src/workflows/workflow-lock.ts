import type { EntityManager } from 'typeorm';

/**
 * Serialises changes to one company's workflow (positions, the only-step rule) for the rest of
 * the transaction, even while the company has no step to lock yet.
 */
export async function lockWorkflow(db: EntityManager, companyId: string): Promise<void> {
  await db.query(`SELECT pg_advisory_xact_lock(hashtextextended('workflow:' || $1, 0))`, [
    companyId,
  ]);
}
