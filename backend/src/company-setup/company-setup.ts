import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  ADMIN_ROLE_NAME,
  STANDARD_USER_ROLE_NAME,
} from '@job-intake/contracts/identity/company-api';
import {
  COMPANY_ADMIN_PERMISSIONS,
  STANDARD_USER_PERMISSIONS,
} from '@job-intake/contracts/identity/permissions';
import type { Company } from '../companies/company.entity';
import { CompanyWriter, type NewCompany } from '../companies/company.writer';
import { RoleWriter } from '../roles/role.writer';
import type { User } from '../users/user.entity';
import { UserWriter, type NewUser } from '../users/user.writer';
import { WorkflowStepWriter } from '../workflows/workflow-step.writer';

/**
 * A new company as POST /company and registration make it (spec section 6), written by each
 * table's owner in the caller's transaction: the company, the Admin role (every permission but
 * super), the Standard User role (projects, project_history) with the first workflow step, and
 * its admin as a member with the Admin role.
 */
@Injectable()
export class CompanySetup {
  constructor(
    private readonly companies: CompanyWriter,
    private readonly roles: RoleWriter,
    private readonly steps: WorkflowStepWriter,
    private readonly users: UserWriter,
  ) {}

  async create(
    db: EntityManager,
    newCompany: NewCompany,
    newAdmin: NewUser,
  ): Promise<{ company: Company; admin: User }> {
    const company = await this.companies.create(db, newCompany);
    const adminRole = await this.roles.create(db, company.id, {
      name: ADMIN_ROLE_NAME,
      assign_workflow: false,
      permissions: COMPANY_ADMIN_PERMISSIONS,
    });
    const standard = await this.roles.create(db, company.id, {
      name: STANDARD_USER_ROLE_NAME,
      assign_workflow: true,
      permissions: STANDARD_USER_PERMISSIONS,
    });
    await this.steps.append(db, company.id, standard.id);
    const admin = await this.users.create(db, newAdmin);
    await this.users.addMembership(db, admin.id, company.id, adminRole.id);
    return { company, admin };
  }
}
