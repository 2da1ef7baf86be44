import { screen, waitFor, within } from '@testing-library/react';
import type { ApiTokenDto } from '@job-intake/contracts/integrations/api-tokens-api';
import { describe, expect, it } from 'vitest';
import { FAKE_SECRET, serveApiTokens } from '../../../testing/api-tokens-handlers';
import { sessionOf, type DemoUser } from '../../../testing/auth-handlers';
import { renderApp } from '../../../testing/render-app';

const admin = sessionOf('admin');
const COMPANY = admin.user.memberships[0]!.company.id;
const CREATOR = { id: admin.user.id, name: admin.user.name };

const token = (fields: Partial<ApiTokenDto>): ApiTokenDto => ({
  id: 'token-old',
  name: 'Accounting',
  permissions: ['projects'],
  hint: 'jit_AbCdEf',
  created_at: '2026-03-01T10:00:00.000Z',
  created_by: CREATOR,
  expires_at: null,
  last_used_at: null,
  revoked_at: null,
  ...fields,
});

async function openTab(who: DemoUser = 'admin') {
  const app = renderApp(`/company/${COMPANY}?tab=api-tokens`, { session: sessionOf(who) });
  await screen.findByRole('tab', { name: 'API Tokens', selected: true });
  return app;
}

const rowOf = (name: string) =>
  within(screen.getByRole('table', { name: 'API tokens' }))
    .getAllByRole('row')
    .find((row) => within(row).queryByRole('cell', { name }))!;

describe('API Tokens tab', () => {
  it('lists the tokens with their hint, permissions, use and status', async () => {
    serveApiTokens(COMPANY, CREATOR, [
      token({ id: 't2', name: 'Old importer', revoked_at: '2026-03-05T10:00:00.000Z' }),
      token({ id: 't1', name: 'Accounting', last_used_at: '2026-03-02T15:04:00.000Z' }),
    ]);
    await openTab();
    await screen.findByRole('table', { name: 'API tokens' });
    const accounting = rowOf('Accounting');
    expect(within(accounting).getByText('jit_AbCdEf…')).toBeInTheDocument();
    expect(within(accounting).getByText('Projects')).toBeInTheDocument();
    expect(within(accounting).getByText('Active')).toBeInTheDocument();
    expect(within(accounting).getByText('Never')).toBeInTheDocument();
    expect(within(accounting).getByRole('button', { name: 'Revoke Accounting' })).toBeVisible();
    const revoked = rowOf('Old importer');
    expect(within(revoked).getByText('Revoked')).toBeInTheDocument();
    expect(within(revoked).queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it('creates a token with the chosen permissions and shows its secret once', async () => {
    const fake = serveApiTokens(COMPANY, CREATOR);
    const { user, store } = await openTab();
    expect(await screen.findByText('No API tokens yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API Token' });
    expect(within(dialog).queryByLabelText(/^Super Admin/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByText('name should not be empty')).toBeInTheDocument();
    expect(within(dialog).getByText('permissions must name at least one permission')).toBeVisible();
    expect(fake.created).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Name/), '  Accounting  ');
    await user.click(within(dialog).getByLabelText(/^Projects:/));
    await user.click(within(dialog).getByLabelText(/^Project History:/));
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(fake.created).toEqual([
      { name: 'Accounting', permissions: ['projects', 'project_history'], expires_at: null },
    ]);
    const secret = screen.getByRole('textbox', { name: 'New token' });
    expect(secret).toHaveValue(FAKE_SECRET);
    expect(screen.getByText(/it will not be shown again/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeVisible();
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(FAKE_SECRET);
    expect(JSON.stringify(store.getState())).not.toContain(FAKE_SECRET);
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain(FAKE_SECRET);
    expect(await screen.findByRole('cell', { name: 'Accounting' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('textbox', { name: 'New token' })).toBeNull();
    expect(document.body.textContent).not.toContain(FAKE_SECRET);
  });

  it('sends the expiry as the end of the chosen day', async () => {
    const fake = serveApiTokens(COMPANY, CREATOR);
    const { user } = await openTab();
    await user.click(await screen.findByRole('button', { name: 'Create token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API Token' });
    await user.type(within(dialog).getByLabelText(/Name/), 'Nightly');
    await user.click(within(dialog).getByLabelText(/^Projects:/));
    await user.type(within(dialog).getByLabelText(/Expires after/), '2099-12-31');
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    await waitFor(() => expect(fake.created).toHaveLength(1));
    expect(fake.created[0]).toMatchObject({
      expires_at: new Date('2099-12-31T23:59:59.999').toISOString(),
    });
  });

  it('revokes a token after asking', async () => {
    const fake = serveApiTokens(COMPANY, CREATOR, [token({ id: 't1', name: 'Accounting' })]);
    const { user } = await openTab();
    await user.click(await screen.findByRole('button', { name: 'Revoke Accounting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke API Token' });
    expect(within(dialog).getByText(/refused from its next request on/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(fake.tokens[0]!.revoked_at).not.toBeNull();
    expect(await within(rowOf('Accounting')).findByText('Revoked')).toBeInTheDocument();
  });

  it('lets an auditor read the list without Create or Revoke', async () => {
    serveApiTokens(COMPANY, CREATOR, [token({ id: 't1', name: 'Accounting' })]);
    await openTab('auditor');
    await screen.findByRole('table', { name: 'API tokens' });
    expect(screen.queryByRole('button', { name: 'Create token' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Revoke/ })).toBeNull();
  });
});
