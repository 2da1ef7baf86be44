import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Each projection's checkpoint: the last global position folded into its tables. */
export class Projections1763700000100 implements MigrationInterface {
  name = 'Projections1763700000100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE projection_checkpoints (
        name text PRIMARY KEY,
        commit_position numeric(20) NOT NULL,
        prepare_position numeric(20) NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE projection_checkpoints');
  }
}
