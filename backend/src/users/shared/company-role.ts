import type { EntityManager } from 'typeorm';
import { DomainError } from '../../shared/domain-error';

export interface CompanyRoleRow {
  id: string;
  name: string;
  permissions: string[];
}

/** A role of this company with its permission names; another company's role is not found. */
export async function companyRole(
  db: EntityManager,
  companyId: string,
  roleId: string,
): Promise<CompanyRoleRow> {
  const rows: CompanyRoleRow[] = await db.query(
    `SELECT r.id, r.name,
            COALESCE(array_agg(p.name) FILTER (WHERE p.name IS NOT NULL), '{}') AS permissions
       FROM roles r
       LEFT JOIN role_permissions rp ON rp.role_id = r.id
       LEFT JOIN permissions p ON p.id = rp.permission_id
      WHERE r.id = $1 AND r.company_id = $2
      GROUP BY r.id`,
    [roleId, companyId],
  );
  const role = rows[0];
  if (!role) throw new DomainError('not_found', 'Role not found');
  return role;
}
