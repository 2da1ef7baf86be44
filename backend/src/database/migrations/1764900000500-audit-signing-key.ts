import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The deployment's Ed25519 key that signs audit records when AUDIT_SIGNING_KEY is not set: one
 * row, inserted by the first instance that needs it (ON CONFLICT DO NOTHING), so every instance
 * and every restart signs with the same key.
 */
export class AuditSigningKey1764900000500 implements MigrationInterface {
  name = 'AuditSigningKey1764900000500';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE audit_signing_key (
        id text PRIMARY KEY CHECK (id = 'deployment'),
        private_key_pem text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE audit_signing_key');
  }
}
