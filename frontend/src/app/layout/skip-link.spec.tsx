import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserEvent } from '@testing-library/user-event';
import { sessionOf } from '../../testing/auth-handlers';
import { renderApp } from '../../testing/render-app';
import { renderGuestPage } from '../../testing/render-guest-page';

/** On the page just rendered: tabs once, follows the link with Enter, returns the one main landmark. */
async function skipToMain({ user }: { user: UserEvent }) {
  const main = await screen.findByRole('main');
  await user.tab();
  const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
  expect(skipLink).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getAllByRole('main')).toEqual([main]);
  return main;
}

describe('the skip link', () => {
  it('is the first Tab stop of a staff page and moves the focus to its main content', async () => {
    const main = await skipToMain(renderApp('/jobs/open', { session: sessionOf('standard') }));
    expect(main).toHaveFocus();
    expect(main).toHaveAttribute('id', 'main-content');
    expect(main).toContainElement(await screen.findByRole('heading', { level: 1 }));
  });

  it('comes before the field the sign-in page focuses, one Shift+Tab away', async () => {
    const { user } = renderApp('/login', { session: null });
    expect(await screen.findByLabelText('Email')).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
  });

  it('does the same on a guest page, which has no navigation to skip but the same shortcut', async () => {
    const main = await skipToMain(renderGuestPage('/link/00000000-0000-4000-8000-00000000dead'));
    expect(main).toHaveFocus();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('leaves the next Tab to the first control of the main content, past the navigation', async () => {
    const { user } = renderApp('/settings', { session: sessionOf('admin') });
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1 });
    await user.tab();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(main).toContainElement(document.activeElement as HTMLElement);
  });
});
