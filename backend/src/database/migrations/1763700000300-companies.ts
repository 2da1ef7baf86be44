import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Companies are configuration, not history: an ordinary table. */
export class Companies1763700000300 implements MigrationInterface {
  name = 'Companies1763700000300';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE companies (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        status text NOT NULL DEFAULT 'demo',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE companies');
  }
}
