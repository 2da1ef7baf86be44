import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CNT_ID_NEEDED_MESSAGE } from '@job-intake/contracts/identity/users-api';
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
  signInAs(['users', 'workflows']);
});
afterEach(() => window.localStorage.clear());

async function openAddUser() {
  const app = renderApp('/users');
  await screen.findByText('Stan Standard');
  await app.user.click(screen.getByRole('button', { name: '+ Add User' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add User' });
  return { ...app, dialog };
}

const field = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('textbox', { name });

describe('UserModal', () => {
  it('keeps Save disabled until a name and a valid e-mail are given', async () => {
    const { user, dialog } = await openAddUser();
    const save = within(dialog).getByRole('button', { name: 'Save' });

    expect(save).toBeDisabled();
    await user.type(field(dialog, /^Name/), '   ');
    await user.type(field(dialog, /^E-mail/), 'pat@example.com');
    expect(save).toBeDisabled();
    await user.type(field(dialog, /^Name/), 'Pat');
    expect(save).toBeEnabled();
    await user.clear(field(dialog, /^E-mail/));
    await user.type(field(dialog, /^E-mail/), 'pat@example.c');
    await user.tab();
    expect(save).toBeDisabled();
    expect(
      within(dialog).getByText('Enter a valid e-mail address, like name@example.com.'),
    ).toBeVisible();
  });

  it("alerts 'A CNT ID is needed to look up the user's API Key' without asking the server", async () => {
    const { user, dialog } = await openAddUser();

    await user.click(within(dialog).getByRole('button', { name: 'Look up' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent(CNT_ID_NEEDED_MESSAGE);
    expect(userRequests.some((request) => request.path === '/provider/api-key')).toBe(false);
  });

  it('looks the API key up by CNT ID and shows the provider error as Error: {message}', async () => {
    const { user, dialog } = await openAddUser();

    await user.type(field(dialog, /^CNT ID/), '999');
    await user.click(within(dialog).getByRole('button', { name: 'Look up' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error: Contact 999 was not found.',
    );

    await user.clear(field(dialog, /^CNT ID/));
    await user.type(field(dialog, /^CNT ID/), '100245');
    await user.click(within(dialog).getByRole('button', { name: 'Look up' }));
    expect(await within(dialog).findByDisplayValue('demo-api-key-100245')).toBe(
      field(dialog, /^API Key/),
    );
  });

  it("adds the user in the first workflow step's role by default", async () => {
    const { user, dialog } = await openAddUser();

    expect(within(dialog).getByRole('combobox', { name: /^Role/ })).toHaveDisplayValue(
      'Standard User',
    );
    expect(within(dialog).getByText(/We e-mail an invitation to this address/)).toBeVisible();
    expect(within(dialog).queryByText(/password of a new user is your e-mail/)).toBeNull();
    await user.type(field(dialog, /^Name/), ' Pat New ');
    await user.type(field(dialog, /^E-mail/), 'pat@example.com');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Role/ }), 'Reviewer');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('An invitation was sent to pat@example.com.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      userRequests.find((request) => request.method === 'POST' && request.path === '/user')?.body,
    ).toEqual({
      name: 'Pat New',
      email: 'pat@example.com',
      cnt_id: null,
      api_key: null,
      value: 'role-reviewer',
    });
    const pending = await screen.findByRole('table', { name: 'Pending invitations' });
    const row = (await within(pending).findByText('pat@example.com')).closest('tr')!;
    expect(row).toHaveTextContent('Pending');
    expect(screen.queryByRole('button', { name: 'Edit Pat New' })).not.toBeInTheDocument();
  });

  it('edits a user with the same modal; a blank API key keeps the saved one', async () => {
    const { user } = renderApp('/users');
    await user.click(await screen.findByRole('button', { name: 'Edit Rita Reviewer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });

    expect(field(dialog, /^Name/)).toHaveValue('Rita Reviewer');
    expect(field(dialog, /^CNT ID/)).toHaveValue('100245');
    expect(field(dialog, /^API Key/)).toHaveAttribute(
      'placeholder',
      'A key is saved — leave blank to keep it',
    );
    await user.clear(field(dialog, /^Name/));
    await user.type(field(dialog, /^Name/), 'Rita R.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Rita R. was saved.')).toBeInTheDocument();
    const patch = userRequests.find((request) => request.method === 'PATCH');
    expect(patch?.path).toBe('/user/user-rita');
    expect(patch?.body).toEqual({
      id: 'user-rita',
      name: 'Rita R.',
      email: 'rita@example.com',
      cnt_id: '100245',
      value: 'role-reviewer',
    });
  });

  it('removes the saved API key when asked to', async () => {
    const { user } = renderApp('/users');
    await user.click(await screen.findByRole('button', { name: 'Edit Rita Reviewer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });

    await user.click(within(dialog).getByRole('checkbox', { name: 'Remove the saved API key' }));
    expect(field(dialog, /^API Key/)).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await screen.findByText('Rita Reviewer was saved.');
    expect(userRequests.find((request) => request.method === 'PATCH')?.body).toMatchObject({
      api_key: null,
    });
  });
});
