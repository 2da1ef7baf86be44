import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { DomainError } from '../shared/domain-error';

export interface CompanyRoleRow {
  id: string;
  name: string;
  permissions: string[];
}

export interface RoleSummary {
  id: string;
  name: string;
  assign_workflow: boolean;
}

/**
 * What other modules may read of roles (decision 0034). A caller inside a transaction passes its
 * manager, so that the role it checks is the one its writes see.
 */
@Injectable()
export class Roles {
  constructor(private readonly dataSource: DataSource) {}

  /** The company's roles by name. */
  list(companyId: string): Promise<{ id: string; name: string }[]> {
    return this.dataSource.query(
      'SELECT id, name FROM roles WHERE company_id = $1 ORDER BY lower(name)',
      [companyId],
    );
  }

  /** A role of this company; undefined for another company's or none. */
  async find(
    companyId: string,
    roleId: string,
    db: EntityManager = this.dataSource.manager,
  ): Promise<RoleSummary | undefined> {
    const rows: RoleSummary[] = await db.query(
      'SELECT id, name, assign_workflow FROM roles WHERE id = $1 AND company_id = $2',
      [roleId, companyId],
    );
    return rows[0];
  }

  /** The ids of the company's roles that carry this permission. */
  async holding(companyId: string, permission: string): Promise<string[]> {
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT DISTINCT r.id FROM roles r
       JOIN role_permissions rp ON rp.role_id = r.id
       JOIN permissions p ON p.id = rp.permission_id
       WHERE r.company_id = $1 AND p.name = $2`,
      [companyId, permission],
    );
    return rows.map((row) => row.id);
  }

  /** A role of this company with its permission names; another company's role is not found. */
  async withPermissions(
    companyId: string,
    roleId: string,
    db: EntityManager = this.dataSource.manager,
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
}
