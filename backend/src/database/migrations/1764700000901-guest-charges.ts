import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * What guests' writes other than uploads charge against their daily budgets (decision 0031): one
 * row per share-link save (key: the link) and per public job (key: the form), inserted before the
 * write is stored. Kept a day; the index serves the key's count and sum.
 */
export class GuestCharges1764700000901 implements MigrationInterface {
  name = 'GuestCharges1764700000901';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE guest_charges (
        id uuid PRIMARY KEY,
        scope text NOT NULL CHECK (scope IN ('link_save', 'public_job')),
        key uuid NOT NULL,
        bytes integer NOT NULL CHECK (bytes >= 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(
      'CREATE INDEX guest_charges_key ON guest_charges (scope, key, created_at) INCLUDE (bytes)',
    );
    await db.query('CREATE INDEX guest_charges_created_at ON guest_charges (created_at)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE guest_charges');
  }
}
