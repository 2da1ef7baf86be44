import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ONLY_STEP_MESSAGE } from '@job-intake/contracts/identity/users-api';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';
import {
  keepOnlyFirstStep,
  resetUsersApi,
  seedRole,
  signInAs,
  userRequests,
  usersHandlers,
} from './test-support/users-handlers';

beforeEach(() => {
  resetUsersApi();
  server.use(...usersHandlers);
  signInAs(['users', 'workflows']);
});
afterEach(() => window.localStorage.clear());

const stepsCard = () => screen.getByRole('region', { name: /^Workflow Steps/ });

describe('Workflow steps', () => {
  it('adds a step: a role is required and only assignable roles without a step are offered', async () => {
    const { user } = renderApp('/users');
    await within(await screen.findByRole('region', { name: /^Workflow Steps/ })).findByText(
      'Reviewer',
    );
    await user.click(screen.getByRole('button', { name: '+ Add Step' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Step' });

    const select = within(dialog).getByRole('combobox', { name: /^Role/ });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['< choose a role >']);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(dialog).getByText(/No role can take this step/)).toBeInTheDocument();
  });

  it('adds a step at the end with the chosen role', async () => {
    seedRole('role-approver', 'Approver', true);
    const { user } = renderApp('/users');
    await user.click(await screen.findByRole('button', { name: '+ Add Step' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Step' });
    const select = within(dialog).getByRole('combobox', { name: /^Role/ });

    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['< choose a role >', 'Approver']),
    );
    expect(within(dialog).getByText(/The new step comes last \(step 3\)/)).toBeInTheDocument();
    await user.selectOptions(select, 'Approver');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(stepsCard()).findByText('Approver')).toBeInTheDocument();
    expect(
      userRequests.find((request) => request.method === 'POST' && request.path === '/workflows')
        ?.body,
    ).toEqual({
      role_id: 'role-approver',
    });
  });

  it('changes the role of a step', async () => {
    const { user } = renderApp('/users');
    await user.click(await screen.findByRole('button', { name: 'Edit step 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Step 2' });
    const select = within(dialog).getByRole('combobox', { name: /^Role/ });

    // Standard User has step 1, Admin and Office are not assignable.
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['< choose a role >', 'Reviewer']);
    await user.selectOptions(select, '');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.selectOptions(select, 'Reviewer');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(userRequests.find((request) => request.path === '/workflows/step-2')?.body).toEqual({
      role_id: 'role-reviewer',
    });
  });

  it('asks before deleting a step, then renumbers', async () => {
    const { user } = renderApp('/users');
    await user.click(await screen.findByRole('button', { name: 'Delete step 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Step' });

    expect(dialog).toHaveTextContent('Are you sure you want to delete step 1 (Standard User)?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() =>
      expect(within(stepsCard()).queryByText('Standard User')).not.toBeInTheDocument(),
    );
    expect(userRequests.find((request) => request.method === 'DELETE')?.path).toBe(
      '/workflow/step-1/role-standard',
    );
    expect(within(stepsCard()).getAllByRole('row')).toHaveLength(2);
  });

  it("shows 'Sorry, you can't delete the only step.' and offers no Delete for the only step", async () => {
    keepOnlyFirstStep();
    const { user } = renderApp('/users');
    await user.click(await screen.findByRole('button', { name: 'Delete step 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Step' });

    expect(within(dialog).getByRole('alert')).toHaveTextContent(ONLY_STEP_MESSAGE);
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    const [footerClose] = within(dialog)
      .getAllByRole('button', { name: 'Close' })
      .filter((button) => button.textContent === 'Close');
    await user.click(footerClose!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(userRequests.some((request) => request.method === 'DELETE')).toBe(false);
  });
});
