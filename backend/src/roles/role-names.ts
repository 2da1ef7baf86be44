import type { Queryable } from '../database/pg-pool';

/**
 * Role names for a set-based read of another module (decision 0034), on the caller's pool or, in
 * a projection's batch, its client.
 */
export class RoleNames {
  constructor(private readonly db: Queryable) {}

  /** Names by role id; an unknown id is left out. */
  async of(ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const { rows } = await this.db.query<{ id: string; name: string }>(
      'SELECT id, name FROM roles WHERE id = ANY($1::uuid[])',
      [[...new Set(ids)]],
    );
    return new Map(rows.map((row) => [row.id, row.name]));
  }
}
