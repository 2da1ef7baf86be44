import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionOf } from '../../testing/auth-handlers';
import { renderApp } from '../../testing/render-app';

describe('the page title', () => {
  it('names the page shown by its heading, and follows the user to the next page', async () => {
    const { user } = renderApp('/jobs/open', { session: sessionOf('standard') });
    await waitFor(() => expect(document.title).toBe('Open – Job Intake'));

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Submitted' }));
    await waitFor(() => expect(document.title).toBe('Submitted – Job Intake'));
  });

  it('names the sign-in page too', async () => {
    renderApp('/login', { session: null });
    const heading = await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe(`${heading.textContent} – Job Intake`));
  });
});
