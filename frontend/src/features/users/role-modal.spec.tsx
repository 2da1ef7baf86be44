import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PermissionName } from '@job-intake/contracts/identity/permissions';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';
import {
  resetUsersApi,
  signInAs,
  userRequests,
  usersHandlers,
} from './test-support/users-handlers';

beforeEach(() => {
  resetUsersApi();
  server.use(...usersHandlers);
});
afterEach(() => window.localStorage.clear());

async function openAddRole(permissions: PermissionName[] = ['users', 'workflows']) {
  signInAs(permissions);
  const app = renderApp('/users');
  await app.user.click(await screen.findByRole('button', { name: '+ Add Role' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Role' });
  await within(dialog).findByRole('group', { name: 'Pages' });
  return { ...app, dialog };
}

describe('RoleModal', () => {
  it('keeps Save disabled until the name is not blank and a permission is chosen', async () => {
    const { user, dialog } = await openAddRole();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });

    expect(save).toBeDisabled();
    await user.type(name, '   ');
    await user.click(within(dialog).getByRole('checkbox', { name: /^Projects/ }));
    expect(save).toBeDisabled();
    await user.type(name, 'Estimator');
    expect(save).toBeEnabled();
    await user.click(within(dialog).getByRole('checkbox', { name: /^Projects/ }));
    expect(save).toBeDisabled();
    expect(within(dialog).getByText('Choose at least one permission.')).toBeInTheDocument();
  });

  it('groups the permissions by type and saves the chosen ids with the switch', async () => {
    const { user, dialog } = await openAddRole();

    const pages = within(dialog).getByRole('group', { name: 'Pages' });
    const actions = within(dialog).getByRole('group', { name: 'Actions' });
    expect(
      within(pages)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('id')?.split('-').pop()),
    ).toEqual(['1', '2', '3']);
    expect(within(actions).getByRole('checkbox', { name: /^Project History/ })).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), ' Estimator ');
    await user.click(within(dialog).getByRole('switch', { name: 'Assignable to Workflow' }));
    await user.click(within(pages).getByRole('checkbox', { name: /^Forms/ }));
    await user.click(within(actions).getByRole('checkbox', { name: /^Projects/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await within(screen.getByRole('region', { name: /^User Roles/ })).findByText('Estimator'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      userRequests.find((request) => request.method === 'POST' && request.path === '/roles')?.body,
    ).toEqual({
      name: 'Estimator',
      assign_workflow: true,
      permissions: [2, 8],
    });
  });

  it('offers the super permission only to super admins', async () => {
    const { dialog } = await openAddRole();
    expect(
      within(dialog).queryByRole('checkbox', { name: /^Super Admin/ }),
    ).not.toBeInTheDocument();
  });

  it('edits a role with its current values', async () => {
    signInAs(['users', 'workflows']);
    const { user } = renderApp('/users');
    await user.click(await screen.findByRole('button', { name: 'Edit Reviewer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Role' });
    await within(dialog).findByRole('group', { name: 'Pages' });

    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Reviewer');
    expect(within(dialog).getByRole('switch', { name: 'Assignable to Workflow' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /^Projects/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /^Forms/ })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await screen.findByRole('button', { name: 'Edit Reviewer' });
    expect(userRequests.find((request) => request.path === '/roles/role-reviewer')?.body).toEqual({
      name: 'Reviewer',
      assign_workflow: true,
      permissions: [8, 9],
    });
  });
});
