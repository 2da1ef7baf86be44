import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';
import {
  resetUsersApi,
  seedExpiredInvitation,
  signInAs,
  userRequests,
  usersHandlers,
} from './test-support/users-handlers';

beforeEach(() => {
  resetUsersApi();
  server.use(...usersHandlers);
});
afterEach(() => window.localStorage.clear());

function card(name: string) {
  return screen.getByRole('region', { name: new RegExp(`^${name}`) });
}

function bodyRows(region: HTMLElement) {
  return within(region)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.trim()),
    );
}

describe('UsersPage', () => {
  it('shows the three cards: application users, user roles and workflow steps', async () => {
    signInAs(['users', 'workflows']);
    renderApp('/users');

    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    await screen.findByText('Stan Standard');
    const users = card('Application Users');
    expect(
      within(users)
        .getAllByRole('columnheader')
        .map((th) => th.textContent?.replace(/[▲▼]/g, '').trim()),
    ).toEqual(['Name', 'E-mail', 'Role', 'CNT ID', 'API Key', 'Actions']);
    expect(bodyRows(users)).toEqual([
      ['Alice AdminYou', 'alice@example.com', 'Admin', '—', 'None', ''],
      ['Rita Reviewer', 'rita@example.com', 'Reviewer', '100245', 'Set', ''],
      ['Stan Standard', 'stan@example.com', 'Standard User', '—', 'None', ''],
    ]);

    const roles = card('User Roles');
    await within(roles).findByText('Office');
    expect(bodyRows(roles).map((row) => row[0])).toEqual([
      'Admin',
      'Office',
      'Reviewer',
      'Standard User',
    ]);
    expect(within(roles).getAllByText('Assignable')).toHaveLength(2);

    const steps = card('Workflow Steps');
    await within(steps).findByText('Reviewer');
    expect(bodyRows(steps).map((row) => [row[0], row[1]])).toEqual([
      ['1', 'Standard UserNew jobs start here'],
      ['2', 'ReviewerImports to the provider'],
    ]);
    expect(screen.getByRole('banner')).toHaveTextContent('Demo Co.');
  });

  it('searches, sorts and pages the users on the server, the state in the URL', async () => {
    signInAs(['users', 'workflows']);
    const { user, router } = renderApp('/users?sort=email&dir=desc');
    await screen.findByText('Stan Standard');
    const users = card('Application Users');
    expect(bodyRows(users).map((row) => row[1])).toEqual([
      'stan@example.com',
      'rita@example.com',
      'alice@example.com',
    ]);

    await user.type(within(users).getByRole('searchbox', { name: 'Search users' }), 'ITA@');
    await waitFor(() => expect(bodyRows(users).map((row) => row[0])).toEqual(['Rita Reviewer']), {
      timeout: 3000,
    });
    expect(router.state.location.search).toBe('?sort=email&dir=desc&q=ITA%40');
    expect(userRequests.filter((request) => request.path === '/users').at(-1)?.query).toEqual({
      page: '1',
      size: '100',
      sort: 'email',
      dir: 'desc',
      q: 'ITA@',
    });
  });

  it('lists the invitations not accepted yet apart from the users, marking expired ones', async () => {
    seedExpiredInvitation();
    signInAs(['users']);
    renderApp('/users');

    const pending = await screen.findByRole('table', { name: 'Pending invitations' });
    expect(bodyRows(pending)).toEqual([
      ['Olive Old', 'olive@example.com', 'Standard User', 'Expired', 'Withdraw'],
    ]);
    expect(screen.queryByRole('button', { name: 'Edit Olive Old' })).not.toBeInTheDocument();
  });

  it('withdraws an invitation', async () => {
    seedExpiredInvitation();
    signInAs(['users']);
    const { user } = renderApp('/users');

    await user.click(
      await screen.findByRole('button', { name: 'Withdraw the invitation of olive@example.com' }),
    );

    await waitFor(() =>
      expect(screen.queryByRole('table', { name: 'Pending invitations' })).not.toBeInTheDocument(),
    );
    expect(userRequests.some((request) => request.method === 'DELETE')).toBe(true);
  });

  it('does not let you delete your own membership', async () => {
    signInAs(['users', 'workflows']);
    renderApp('/users');

    expect(await screen.findByRole('button', { name: 'Delete Alice Admin' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Stan Standard' })).toBeEnabled();
  });

  it('deletes another user after a confirmation', async () => {
    signInAs(['users', 'workflows']);
    const { user } = renderApp('/users');

    await user.click(await screen.findByRole('button', { name: 'Delete Stan Standard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete User' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to remove Stan Standard (stan@example.com) from Demo Co.?',
    );
    expect(userRequests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Stan Standard was removed from Demo Co.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Delete Stan Standard' }),
      ).not.toBeInTheDocument(),
    );
    expect(userRequests.find((request) => request.method === 'DELETE')?.path).toBe(
      '/membership/m-user-stan',
    );
  });

  it('keeps roles and steps read-only without the workflows permission', async () => {
    signInAs(['users']);
    renderApp('/users');

    await screen.findByText('Stan Standard');
    expect(screen.getByRole('button', { name: '+ Add User' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '+ Add Role' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '+ Add Step' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit step/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Office' })).not.toBeInTheDocument();
  });

  it("manages another company's users on /admin/users/{id} for a super admin", async () => {
    signInAs(['super', 'users', 'workflows']);
    renderApp('/admin/users/company-9');

    await waitFor(() =>
      expect(screen.getByRole('banner')).toHaveTextContent('Companies / Other Co.'),
    );
    expect(screen.getByRole('link', { name: 'Companies' })).toHaveAttribute('href', '/admin');
    await within(card('Workflow Steps')).findByText('Reviewer');
    await within(card('User Roles')).findByText('Office');
    const scoped = userRequests.filter((request) =>
      ['/users', '/roles', '/workflows'].includes(request.path),
    );
    expect(scoped.length).toBeGreaterThanOrEqual(3);
    expect(scoped.every((request) => request.query.company_id === 'company-9')).toBe(true);
  });

  it('sends a user without the users permission away from /users', async () => {
    signInAs(['projects']);
    const { router } = renderApp('/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/open'));
  });
});
