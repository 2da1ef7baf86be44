import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import {
  COMPANY_ADMIN_PERMISSIONS,
  STANDARD_USER_PERMISSIONS,
} from '@job-intake/contracts/identity/permissions';
import { CompanyWriter } from '../../companies/company.writer';
import { RoleWriter } from '../../roles/role.writer';
import { UserWriter } from '../user.writer';
import { WorkflowStepWriter } from '../../workflows/workflow-step.writer';
import type { TestApp } from '../../testing/test-app';

export interface OtherCompany {
  companyId: string;
  adminRoleId: string;
  standardRoleId: string;
  stepId: string;
  adminId: string;
  adminMembershipId: string;
  memberId: string;
  memberMembershipId: string;
  adminLogin: { email: string; password: string };
  /** An open invitation to the company (its token is not kept). */
  invitationId: string;
}

/** A second company (admin, one standard member, one step), to prove tenant isolation. */
export async function createOtherCompany(t: TestApp, label = 'Other'): Promise<OtherCompany> {
  const companies = t.app.get(CompanyWriter, { strict: false });
  const roles = t.app.get(RoleWriter, { strict: false });
  const steps = t.app.get(WorkflowStepWriter, { strict: false });
  const users = t.app.get(UserWriter, { strict: false });
  const suffix = randomUUID().slice(0, 8);
  const adminLogin = { email: `admin-${suffix}@other.example`, password: 'other-admin-pass' };
  return t.app.get(DataSource).transaction(async (db) => {
    const company = await companies.create(db, {
      name: `${label} Co ${suffix}`,
      status: 'active',
    });
    const admin = await roles.create(db, company.id, {
      name: 'Admin',
      assign_workflow: false,
      permissions: COMPANY_ADMIN_PERMISSIONS,
    });
    const standard = await roles.create(db, company.id, {
      name: 'Standard User',
      assign_workflow: true,
      permissions: STANDARD_USER_PERMISSIONS,
    });
    const step = await steps.append(db, company.id, standard.id);
    const adminUser = await users.create(db, { name: 'Olga Other', ...adminLogin });
    const adminMembership = await users.addMembership(db, adminUser.id, company.id, admin.id);
    const member = await users.create(db, {
      name: 'Mo Member',
      email: `member-${suffix}@other.example`,
      password: 'other-member-pass',
      api_key: 'other-secret-key',
    });
    const memberMembership = await users.addMembership(db, member.id, company.id, standard.id);
    const invitationId = randomUUID();
    await db.query(
      `INSERT INTO invitations (id, company_id, role_id, email, name, token_hash, expires_at)
       VALUES ($1, $2, $3, $4, 'Ivy Invited', $5, now() + interval '7 days')`,
      [invitationId, company.id, standard.id, `invited-${suffix}@other.example`, randomUUID()],
    );
    return {
      companyId: company.id,
      adminRoleId: admin.id,
      standardRoleId: standard.id,
      stepId: step.id,
      adminId: adminUser.id,
      adminMembershipId: adminMembership.id,
      memberId: member.id,
      memberMembershipId: memberMembership.id,
      adminLogin,
      invitationId,
    };
  });
}
