import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../testing/api-url';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';

async function openCreateJob() {
  const app = renderApp('/jobs/open');
  await screen.findByText('No jobs found');
  await app.user.click(screen.getByRole('button', { name: /create job/i }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Job' });
  return { ...app, dialog };
}

describe('CreateJobModal', () => {
  it('keeps Save disabled while the name is blank', async () => {
    const { user, dialog } = await openCreateJob();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    const name = within(dialog).getByRole('textbox', { name: /name/i });

    expect(save).toBeDisabled();
    await user.type(name, '   ');
    expect(save).toBeDisabled();
    await user.type(name, 'Harbor Bridge');
    expect(save).toBeEnabled();
    await user.clear(name);
    expect(save).toBeDisabled();
  });

  it('creates the job with the trimmed name and opens its page', async () => {
    const { user, dialog, router } = await openCreateJob();

    await user.type(within(dialog).getByRole('textbox', { name: /name/i }), '  Harbor Bridge ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Harbor Bridge' });
    expect(heading.textContent).toBe('Harbor Bridge');
    expect(router.state.location.pathname).toBe('/job/job-1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's message when the job cannot be created", async () => {
    server.use(
      http.post(apiUrl('/job'), () =>
        HttpResponse.json(
          { statusCode: 400, message: ['name must be shorter than or equal to 200 characters'] },
          { status: 400 },
        ),
      ),
    );
    const { user, dialog, router } = await openCreateJob();

    await user.type(within(dialog).getByRole('textbox', { name: /name/i }), 'Too long');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'name must be shorter than or equal to 200 characters',
    );
    expect(router.state.location.pathname).toBe('/jobs/open');
  });

  it('starts empty each time it opens', async () => {
    const { user, dialog } = await openCreateJob();
    await user.type(within(dialog).getByRole('textbox', { name: /name/i }), 'Draft');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));

    await user.click(screen.getByRole('button', { name: /create job/i }));
    const reopened = await screen.findByRole('dialog', { name: 'Create Job' });
    expect(within(reopened).getByRole('textbox', { name: /name/i })).toHaveValue('');
  });
});
