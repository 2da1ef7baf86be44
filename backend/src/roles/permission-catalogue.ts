import type { DataSource } from 'typeorm';
import { PERMISSIONS } from '@job-intake/contracts/identity/permissions';

/** Makes the permissions table match the catalogue in contracts (run at every start). */
export async function syncPermissions(db: DataSource): Promise<void> {
  for (const permission of PERMISSIONS) {
    await db.query(
      `INSERT INTO permissions (name, type, description) VALUES ($1, $2, $3)
       ON CONFLICT (name) DO UPDATE SET type = excluded.type, description = excluded.description`,
      [permission.name, permission.type, permission.description],
    );
  }
}
