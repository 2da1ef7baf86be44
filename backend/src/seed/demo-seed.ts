import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  COMPANY_ADMIN_PERMISSIONS,
  PERMISSIONS,
  STANDARD_USER_PERMISSIONS,
} from '@job-intake/contracts/identity/permissions';
import { Companies } from '../companies/companies.reader';
import { CompanyWriter } from '../companies/company.writer';
import { seedDemoCustomers } from '../customers/seed/demo-customers';
import { seedDemoForm } from '../forms/seed/demo-form';
import { syncPermissions } from '../roles/permission-catalogue';
import { RoleWriter } from '../roles/role.writer';
import { UserAccounts } from '../users/user-accounts';
import { UserWriter } from '../users/user.writer';
import { WorkflowStepWriter } from '../workflows/workflow-step.writer';

/** Fixed ids keep the seed idempotent: a second start finds the rows and leaves them. */
export const PROVIDER_COMPANY_ID = '00000000-0000-4000-8000-000000000000';
export const DEMO_COMPANY_ID = '00000000-0000-4000-8000-000000000001';
export const DEMO_COMPANY_NAME = 'Demo Construction Co.';

export const DEMO_LOGINS = {
  super: { name: 'Sam Super', email: 'super@job-intake.local', password: 'super-admin-pass' },
  admin: { name: 'Alice Admin', email: 'admin@demo.job-intake.local', password: 'demo-admin-pass' },
  standard: {
    name: 'Stan Standard',
    email: 'user@demo.job-intake.local',
    password: 'demo-user-pass',
  },
  reviewer: {
    name: 'Rita Reviewer',
    email: 'reviewer@demo.job-intake.local',
    password: 'demo-reviewer-pass',
  },
  auditor: {
    name: 'Audrey Auditor',
    email: 'auditor@demo.job-intake.local',
    password: 'demo-auditor-pass',
  },
} as const;

/** The reviewer's provider contact; the provider sandbox knows its API key. */
export const DEMO_REVIEWER_CNT_ID = '100245';
export const DEMO_REVIEWER_API_KEY = 'demo-api-key-100245';
/** A job's provider location (DIV_ID) and contact that the sandbox knows and pairs. */
export const DEMO_PROVIDER_SETTINGS = {
  selectedLocation: '5001',
  selectedContact: DEMO_REVIEWER_CNT_ID,
} as const;

/**
 * The permission catalogue, one super admin (in the provider's own company) and a demo company
 * with an admin, a standard user, a reviewer holding an API key and an auditor (role Auditor:
 * only `audit`).
 */
@Injectable()
export class DemoSeed {
  constructor(
    private readonly dataSource: DataSource,
    private readonly existing: Companies,
    private readonly companies: CompanyWriter,
    private readonly roles: RoleWriter,
    private readonly steps: WorkflowStepWriter,
    private readonly users: UserWriter,
    private readonly accounts: UserAccounts,
  ) {}

  async run(): Promise<void> {
    await syncPermissions(this.dataSource);
    await this.dataSource.transaction(async (db) => {
      if (!(await this.existing.exists(PROVIDER_COMPANY_ID))) await this.seedProvider(db);
      if (!(await this.existing.exists(DEMO_COMPANY_ID))) await this.seedDemoCompany(db);
      // Every start, so data directories seeded before the auditor existed get one too.
      if (!(await this.accounts.withEmail(DEMO_LOGINS.auditor.email, {}, db)))
        await this.seedDemoAuditor(db);
      // Every start, so data directories seeded before forms existed get the demo form too.
      await seedDemoForm(db, DEMO_COMPANY_ID);
      await seedDemoCustomers(db, DEMO_COMPANY_ID);
    });
  }

  private async seedProvider(db: EntityManager): Promise<void> {
    await this.companies.create(db, {
      id: PROVIDER_COMPANY_ID,
      name: 'Job Intake Provider',
      status: 'active',
    });
    const role = await this.roles.create(db, PROVIDER_COMPANY_ID, {
      name: 'Super Admin',
      assign_workflow: false,
      permissions: PERMISSIONS.map((permission) => permission.name),
    });
    await this.steps.append(db, PROVIDER_COMPANY_ID, role.id);
    const user = await this.users.create(db, DEMO_LOGINS.super);
    await this.users.addMembership(db, user.id, PROVIDER_COMPANY_ID, role.id);
  }

  private async seedDemoCompany(db: EntityManager): Promise<void> {
    await this.companies.create(db, {
      id: DEMO_COMPANY_ID,
      name: DEMO_COMPANY_NAME,
      status: 'demo',
      contact_id: '100200',
    });
    const admin = await this.roles.create(db, DEMO_COMPANY_ID, {
      name: 'Admin',
      assign_workflow: false,
      permissions: COMPANY_ADMIN_PERMISSIONS,
    });
    const standard = await this.roles.create(db, DEMO_COMPANY_ID, {
      name: 'Standard User',
      assign_workflow: true,
      permissions: STANDARD_USER_PERMISSIONS,
    });
    const reviewer = await this.roles.create(db, DEMO_COMPANY_ID, {
      name: 'Reviewer',
      assign_workflow: true,
      permissions: STANDARD_USER_PERMISSIONS,
    });
    await this.steps.append(db, DEMO_COMPANY_ID, standard.id);
    await this.steps.append(db, DEMO_COMPANY_ID, reviewer.id);
    const members = [
      { login: DEMO_LOGINS.admin, role: admin, extra: {} },
      { login: DEMO_LOGINS.standard, role: standard, extra: {} },
      {
        login: DEMO_LOGINS.reviewer,
        role: reviewer,
        extra: { cnt_id: DEMO_REVIEWER_CNT_ID, api_key: DEMO_REVIEWER_API_KEY },
      },
    ];
    for (const { login, role, extra } of members) {
      const user = await this.users.create(db, { ...login, ...extra });
      await this.users.addMembership(db, user.id, DEMO_COMPANY_ID, role.id);
    }
  }

  /** The read-only auditor: a role holding only `audit`, outside the workflow. */
  private async seedDemoAuditor(db: EntityManager): Promise<void> {
    const role = await this.roles.create(db, DEMO_COMPANY_ID, {
      name: 'Auditor',
      assign_workflow: false,
      permissions: ['audit'],
    });
    const user = await this.users.create(db, DEMO_LOGINS.auditor);
    await this.users.addMembership(db, user.id, DEMO_COMPANY_ID, role.id);
  }
}
