import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionOf } from '../../testing/auth-handlers';
import { renderApp } from '../../testing/render-app';

/** Opens the menu on a standard user's job list; returns the menu button and the dialog. */
async function openMenu() {
  const view = renderApp('/jobs/open', { session: sessionOf('standard') });
  const button = await screen.findByRole('button', { name: 'Menu' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await view.user.click(button);
  const menu = await screen.findByRole('dialog', { name: 'Job Intake' });
  expect(button).toHaveAttribute('aria-expanded', 'true');
  return { ...view, button, menu };
}

describe('the menu of phones and tablets (below 992 px)', () => {
  beforeEach(() => vi.stubGlobal('innerWidth', 390));
  afterEach(() => vi.unstubAllGlobals());

  it('opens the sidebar as a dialog that holds the focus, and Escape returns it to the button', async () => {
    const { user, button, menu } = await openMenu();
    expect(within(menu).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    for (let press = 0; press < 15; press++) await user.tab();
    expect(menu).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when one of its links opens another page', async () => {
    const { user, router, menu } = await openMenu();
    await user.click(within(menu).getByRole('link', { name: 'Submitted' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/submitted'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes with its Close menu button', async () => {
    const { user, button, menu } = await openMenu();
    await user.click(within(menu).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });
});

describe('the sidebar from 992 px up', () => {
  it('stays in the page: the menu button opens no dialog', async () => {
    const { user } = renderApp('/jobs/open', { session: sessionOf('standard') });
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});
