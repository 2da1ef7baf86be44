import { Injectable } from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import { In, type EntityManager } from 'typeorm';
import {
  ADMIN_ROLE_NAME,
  DEFAULT_AUTOFILL_LABEL,
  DEFAULT_CONFIG_SETTINGS,
  DEFAULT_REFERENCE_LABEL,
  STANDARD_USER_ROLE_NAME,
  type CompanyStatus,
} from '@job-intake/contracts/identity/company-api';
import {
  COMPANY_ADMIN_PERMISSIONS,
  STANDARD_USER_PERMISSIONS,
  type PermissionName,
} from '@job-intake/contracts/identity/permissions';
import { hashPassword } from '../auth/passwords';
import { Permission } from '../roles/permission.entity';
import { Role } from '../roles/role.entity';
import { Membership } from '../users/membership.entity';
import { User } from '../users/user.entity';
import { WorkflowStep } from '../workflows/workflow-step.entity';
import { Company } from './company.entity';

export interface NewCompany {
  readonly id?: string;
  readonly name: string;
  readonly status: CompanyStatus;
  readonly contact_id?: string | null;
}

export interface NewUser {
  readonly id?: string;
  readonly name: string;
  readonly email: string;
  /**
   * Only the demo seed and registration, whose person types it, give one. Without it the account
   * has no usable password (a hash of random bytes nobody knows) until its holder chooses one
   * through a first-password link (decision 0014).
   */
  readonly password?: string;
  readonly cnt_id?: string | null;
  readonly api_key?: string | null;
}

/** The building blocks of a company: used by POST /company, the users page and the demo seed. */
@Injectable()
export class CompanySetup {
  async createCompany(db: EntityManager, company: NewCompany): Promise<Company> {
    return db.save(
      db.create(Company, {
        id: company.id ?? randomUUID(),
        name: company.name,
        status: company.status,
        contact_id: company.contact_id ?? null,
        config_settings: DEFAULT_CONFIG_SETTINGS,
        archive_length: -1,
        archive_duration: 'month',
        reference_label: DEFAULT_REFERENCE_LABEL,
        autofill_label: DEFAULT_AUTOFILL_LABEL,
        custom_style: null,
      }),
    );
  }

  async createRole(
    db: EntityManager,
    companyId: string,
    role: {
      id?: string;
      name: string;
      assign_workflow: boolean;
      permissions: readonly PermissionName[];
    },
  ): Promise<Role> {
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

  /**
   * What every new company starts with (spec section 6): the Admin role (every permission but
   * super), the Standard User role (projects, project_history) and a workflow step for it.
   */
  async createDefaultRoles(
    db: EntityManager,
    companyId: string,
  ): Promise<{ admin: Role; standard: Role; step: WorkflowStep }> {
    const admin = await this.createRole(db, companyId, {
      name: ADMIN_ROLE_NAME,
      assign_workflow: false,
      permissions: COMPANY_ADMIN_PERMISSIONS,
    });
    const standard = await this.createRole(db, companyId, {
      name: STANDARD_USER_ROLE_NAME,
      assign_workflow: true,
      permissions: STANDARD_USER_PERMISSIONS,
    });
    const step = await this.addWorkflowStep(db, companyId, standard.id);
    return { admin, standard, step };
  }

  async addWorkflowStep(
    db: EntityManager,
    companyId: string,
    roleId: string,
    id?: string,
  ): Promise<WorkflowStep> {
    const position = (await db.countBy(WorkflowStep, { company_id: companyId })) + 1;
    return db.save(
      db.create(WorkflowStep, {
        id: id ?? randomUUID(),
        company_id: companyId,
        role_id: roleId,
        position,
      }),
    );
  }

  async createUser(db: EntityManager, user: NewUser): Promise<User> {
    return db.save(
      db.create(User, {
        id: user.id ?? randomUUID(),
        name: user.name,
        email: user.email,
        password_hash: await hashPassword(user.password ?? randomBytes(32).toString('base64url')),
        cnt_id: user.cnt_id ?? null,
        api_key: user.api_key ?? null,
        list_count: 100,
        column_choice: 'form_variant',
        token_version: 0,
      }),
    );
  }

  async addMembership(
    db: EntityManager,
    userId: string,
    companyId: string,
    roleId: string,
  ): Promise<Membership> {
    return db.save(
      db.create(Membership, {
        id: randomUUID(),
        user_id: userId,
        company_id: companyId,
        role_id: roleId,
      }),
    );
  }
}
