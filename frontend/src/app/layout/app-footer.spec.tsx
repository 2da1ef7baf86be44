import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionOf } from '../../testing/auth-handlers';
import { PUBLIC_CONFIG } from '../../testing/public-config-handlers';
import { renderApp } from '../../testing/render-app';
import { renderGuestPage } from '../../testing/render-guest-page';

async function footer() {
  const element = await screen.findByRole('contentinfo');
  await within(element).findByText(PUBLIC_CONFIG.support.postal_address);
  return element;
}

describe('the page footer', () => {
  it('shows the support phone, e-mail and postal address to a guest on a share link page', async () => {
    renderGuestPage('/link/00000000-0000-4000-8000-00000000dead');
    const element = await footer();
    expect(within(element).getByRole('link', { name: '(440) 555-0100' })).toHaveAttribute(
      'href',
      'tel:4405550100',
    );
    expect(within(element).getByRole('link', { name: 'support@job-intake.local' })).toHaveAttribute(
      'href',
      'mailto:support@job-intake.local',
    );
  });

  it('shows them to signed-in users too', async () => {
    renderApp('/admin/report', { session: sessionOf('super') });
    expect(await footer()).toHaveTextContent('Support: (440) 555-0100');
  });
});
