import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUsers, sessionOf } from '../../testing/auth-handlers';
import { renderApp } from '../../testing/render-app';

describe('ProfilePage', () => {
  it('shows the name, the e-mail, the companies with roles and a Coming Soon list', async () => {
    const second = {
      ...demoUsers.admin.user.memberships[0]!,
      id: 'membership-2',
      company: { id: 'company-2', name: 'Second Site LLC' },
      role: { id: 'role-2', name: 'Standard User', permissions: [] },
    };
    const user = {
      ...demoUsers.admin.user,
      memberships: [...demoUsers.admin.user.memberships, second],
    };
    renderApp('/profile', { session: { token: 'token-profile', user } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'Alice Admin' })).toBeInTheDocument();
    expect(
      within(main).getByRole('link', { name: 'admin@demo.job-intake.local' }),
    ).toBeInTheDocument();

    const companies = within(screen.getByRole('list', { name: 'Companies' })).getAllByRole(
      'listitem',
    );
    expect(companies.map((item) => item.textContent)).toEqual([
      'Demo Construction Co.Admin',
      'Second Site LLCStandard User',
    ]);
    expect(screen.getByRole('heading', { name: 'Coming Soon' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Coming Soon' })).getAllByRole('listitem').length,
    ).toBeGreaterThan(0);
    expect(within(main).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
  });

  it('is reached from the sidebar by the user name', async () => {
    const { user, router } = renderApp('/jobs/open', { session: sessionOf('standard') });
    await user.click(await screen.findByRole('link', { name: /Stan Standard/ }));
    expect(router.state.location.pathname).toBe('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
  });
});
