import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { PermissionName } from '@job-intake/contracts/identity/permissions';
import { RoleWriter } from '../../roles/role.writer';
import { UserWriter } from '../../users/user.writer';
import { DEMO_COMPANY_ID } from '../../seed/demo-seed';
import type { TestApp } from '../../testing/test-app';

/** A demo-company user whose role holds only these permissions; returns their bearer header. */
export async function limitedUser(
  t: TestApp,
  permissions: PermissionName[],
): Promise<{ Authorization: string }> {
  const roles = t.app.get(RoleWriter, { strict: false });
  const users = t.app.get(UserWriter, { strict: false });
  const login = {
    email: `limited-${randomUUID().slice(0, 8)}@demo.example`,
    password: 'limited-pass-1',
  };
  await t.app.get(DataSource).transaction(async (db) => {
    const role = await roles.create(db, DEMO_COMPANY_ID, {
      name: `Limited ${login.email}`,
      assign_workflow: false,
      permissions,
    });
    const user = await users.create(db, { name: 'Lee Limited', ...login });
    await users.addMembership(db, user.id, DEMO_COMPANY_ID, role.id);
  });
  return { Authorization: `Bearer ${await t.login(login)}` };
}
