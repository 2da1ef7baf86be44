import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Counters of sign-in and reset attempts, shared by every app instance: one row per limited
 * scope and key (an account, a client address, or both), reserved atomically before a password
 * is checked (decision 0013).
 */
export class SignInAttempts1764000000100 implements MigrationInterface {
  name = 'SignInAttempts1764000000100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE sign_in_attempts (
        scope text NOT NULL,
        account text NOT NULL DEFAULT '',
        address text NOT NULL DEFAULT '',
        attempts integer NOT NULL CHECK (attempts >= 0),
        first_at timestamptz NOT NULL,
        last_at timestamptz NOT NULL,
        PRIMARY KEY (scope, account, address)
      )`);
    await db.query('CREATE INDEX sign_in_attempts_account ON sign_in_attempts (account)');
    await db.query('CREATE INDEX sign_in_attempts_first_at ON sign_in_attempts (first_at)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE sign_in_attempts');
  }
}
