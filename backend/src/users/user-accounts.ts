import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/**
 * What other modules may read and change of an account (decision 0034): sign-in, sessions,
 * password reset, settings and company set-up. A caller inside a transaction passes its manager.
 */
@Injectable()
export class UserAccounts {
  constructor(private readonly dataSource: DataSource) {}

  /** Whether an account has this e-mail address (in any case). */
  async exists(email: string, db: EntityManager = this.dataSource.manager): Promise<boolean> {
    const rows: unknown[] = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [
      email,
    ]);
    return rows.length > 0;
  }
}
