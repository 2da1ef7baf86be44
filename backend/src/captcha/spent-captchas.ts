import type { Pool } from 'pg';

/**
 * The captcha solutions already accepted (table captcha_spent), so that a token is single use.
 * A row is kept until its challenge expires; after that the expiry alone refuses the token.
 */
export class SpentCaptchas {
  constructor(private readonly pool: Pool) {}

  /** Records the solution; false when it was recorded before (a replay). Atomic under races. */
  async spend(signature: string, expiresAt: Date): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `INSERT INTO captcha_spent (signature, expires_at) VALUES ($1, $2)
       ON CONFLICT (signature) DO NOTHING`,
      [signature, expiresAt],
    );
    return rowCount === 1;
  }

  /** Forgets the solutions whose challenge has expired; answers how many. */
  async deleteExpired(): Promise<number> {
    const { rowCount } = await this.pool.query(
      'DELETE FROM captcha_spent WHERE expires_at < now()',
    );
    return rowCount ?? 0;
  }
}
