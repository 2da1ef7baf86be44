import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionOf } from '../../testing/auth-handlers';
import { serveFormsPage } from '../../testing/export-handlers';
import { renderApp } from '../../testing/render-app';

/**
 * The read-only auditor (decision 0045) reaches its company's Statistics and Data Export, and
 * reads its API tokens and webhooks (issue 31).
 */
const auditor = sessionOf('auditor');
const COMPANY = auditor.user.memberships[0]!.company.id;

describe("an auditor's company page", () => {
  it('is in the navigation and shows only the Statistics, Data Export, API Tokens and Webhooks tabs', async () => {
    const { user } = renderApp('/jobs/open', { session: auditor });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent?.trim());
    expect(links).not.toContain('Users');
    expect(links).not.toContain('Admin');

    await user.click(within(nav).getByRole('link', { name: 'Company' }));
    await screen.findByRole('tab', { name: 'Statistics', selected: true });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Statistics',
      'Data Export',
      'API Tokens',
      'Webhooks',
    ]);
  });

  it('opens the Data Export tab', async () => {
    serveFormsPage([]);
    renderApp(`/company/${COMPANY}?tab=data-export`, { session: auditor });
    expect(await screen.findByRole('tab', { name: 'Data Export', selected: true })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });
});
