import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { In, type EntityManager } from 'typeorm';
import type { PermissionName } from '@job-intake/contracts/identity/permissions';
import { Permission } from './permission.entity';
import { Role } from './role.entity';

export interface NewRole {
  readonly id?: string;
  readonly name: string;
  readonly assign_workflow: boolean;
  readonly permissions: readonly PermissionName[];
}

/** Creates roles for other modules' set-up (decision 0034), in the caller's transaction. */
@Injectable()
export class RoleWriter {
  async create(db: EntityManager, companyId: string, role: NewRole): Promise<Role> {
    const permissions = await db.findBy(Permission, { name: In([...role.permissions]) });
    return db.save(
      db.create(Role, {
        id: role.id ?? randomUUID(),
        company_id: companyId,
        name: role.name,
        assign_workflow: role.assign_workflow,
        permissions,
      }),
    );
  }
}
