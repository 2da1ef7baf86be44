import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { CompanyRoleDto } from '@job-intake/contracts/identity/users-api';
import { DomainError } from '../../shared/domain-error';

const ROLE_SELECT = `
  SELECT r.id, r.name, r.assign_workflow,
         COALESCE(
           json_agg(json_build_object('id', p.id, 'name', p.name, 'type', p.type,
                                      'description', p.description) ORDER BY p.id)
             FILTER (WHERE p.id IS NOT NULL),
           '[]') AS permissions,
         (SELECT count(*)::int FROM memberships m WHERE m.role_id = r.id) AS user_count
    FROM roles r
    LEFT JOIN role_permissions rp ON rp.role_id = r.id
    LEFT JOIN permissions p ON p.id = rp.permission_id`;

/** The roles of a company with their permissions, read with SQL. */
@Injectable()
export class CompanyRolesReader {
  constructor(private readonly dataSource: DataSource) {}

  list(companyId: string): Promise<CompanyRoleDto[]> {
    return this.dataSource.query(
      `${ROLE_SELECT} WHERE r.company_id = $1 GROUP BY r.id ORDER BY lower(r.name), r.id`,
      [companyId],
    );
  }

  async get(companyId: string, roleId: string, db: EntityManager = this.dataSource.manager) {
    const rows: CompanyRoleDto[] = await db.query(
      `${ROLE_SELECT} WHERE r.company_id = $1 AND r.id = $2 GROUP BY r.id`,
      [companyId, roleId],
    );
    const role = rows[0];
    if (!role) throw new DomainError('not_found', 'Role not found');
    return role;
  }
}
