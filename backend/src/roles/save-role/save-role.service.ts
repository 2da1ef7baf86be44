import { ForbiddenException, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import type { CompanyRoleDto, SaveRoleRequest } from '@job-intake/contracts/identity/users-api';
import type { PermissionName } from '@job-intake/contracts/identity/permissions';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import { DomainError } from '../../shared/domain-error';
import { isUniqueViolation } from '../../shared/postgres-errors';
import { CompanyRolesReader } from '../shared/company-roles.reader';
import { Permission } from '../permission.entity';
import { Role } from '../role.entity';
import { RoleWorkflowUse } from '../role-workflow-use';

/** Permissions a person must keep on their own role, or they lock themselves out of this page. */
const OWN_ROLE_KEEPS: readonly PermissionName[] = ['users', 'workflows'];

/** POST /roles and POST /roles/{id} (spec sections 5 and 6). */
@Injectable()
export class SaveRoleService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly roles: CompanyRolesReader,
    private readonly workflowUse: RoleWorkflowUse,
  ) {}

  create(companyId: string, actor: AuthenticatedUser, request: SaveRoleRequest) {
    return this.save(companyId, actor, null, request);
  }

  update(companyId: string, actor: AuthenticatedUser, roleId: string, request: SaveRoleRequest) {
    return this.save(companyId, actor, roleId, request);
  }

  private async save(
    companyId: string,
    actor: AuthenticatedUser,
    roleId: string | null,
    request: SaveRoleRequest,
  ): Promise<CompanyRoleDto> {
    try {
      return await this.dataSource.transaction(async (db) => {
        const permissions = await resolvePermissions(db, request.permissions);
        if (permissions.some((p) => p.name === 'super') && !actor.permissions.includes('super')) {
          throw new ForbiddenException('Only super admins can give the super permission.');
        }
        const role = roleId
          ? await this.existing(db, companyId, roleId, actor, request, permissions)
          : db.create(Role, { id: randomUUID(), company_id: companyId });
        await assertNameFree(db, companyId, request.name, role.id);
        role.name = request.name;
        role.assign_workflow = request.assign_workflow;
        role.permissions = permissions;
        await db.save(role);
        return this.roles.get(companyId, role.id, db);
      });
    } catch (error) {
      if (isUniqueViolation(error, 'roles_company_name')) throw nameTaken(request.name);
      throw error;
    }
  }

  private async existing(
    db: EntityManager,
    companyId: string,
    roleId: string,
    actor: AuthenticatedUser,
    request: SaveRoleRequest,
    permissions: Permission[],
  ): Promise<Role> {
    const role = await db.findOneBy(Role, { id: roleId, company_id: companyId });
    if (!role) throw new DomainError('not_found', 'Role not found');
    if (role.id === actor.roleId && companyId === actor.companyId) {
      const dropped = OWN_ROLE_KEEPS.filter((name) => !permissions.some((p) => p.name === name));
      if (dropped.length > 0) {
        throw new DomainError(
          'conflict',
          `You can't remove the ${dropped.join(' and ')} permission from your own role (${role.name}); ask another admin to do it.`,
        );
      }
    }
    const step = request.assign_workflow
      ? undefined
      : await this.workflowUse.stepPositionOf(companyId, role.id, db);
    if (step !== undefined) {
      throw new DomainError(
        'conflict',
        `The role '${role.name}' is used by workflow step ${step}. Give that step another role or delete it before switching off Assignable to Workflow.`,
      );
    }
    return role;
  }
}

/** Permission ids or names → the rows; an unknown one is a 400 naming it and the choices. */
async function resolvePermissions(
  db: EntityManager,
  refs: readonly (number | string)[],
): Promise<Permission[]> {
  const all = await db.find(Permission, { order: { id: 'ASC' } });
  const chosen = new Map<number, Permission>();
  for (const ref of refs) {
    const wanted = typeof ref === 'string' ? ref.trim() : ref;
    const found = all.find((p) =>
      typeof wanted === 'number' ? p.id === wanted : p.name === wanted || String(p.id) === wanted,
    );
    if (!found) {
      throw new DomainError(
        'invalid',
        `permissions: unknown permission '${String(ref)}' (known: ${all.map((p) => p.name).join(', ')})`,
      );
    }
    chosen.set(found.id, found);
  }
  return [...chosen.values()];
}

async function assertNameFree(
  db: EntityManager,
  companyId: string,
  name: string,
  roleId: string,
): Promise<void> {
  const clash: unknown[] = await db.query(
    'SELECT 1 FROM roles WHERE company_id = $1 AND lower(name) = lower($2) AND id <> $3',
    [companyId, name, roleId],
  );
  if (clash.length > 0) throw nameTaken(name);
}

const nameTaken = (name: string) =>
  new DomainError('conflict', `A role named '${name}' already exists.`);
