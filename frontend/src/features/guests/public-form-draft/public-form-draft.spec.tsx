import { SAMPLE } from '@job-intake/contracts/job-form/sample-form';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { solveCaptcha } from '../../../testing/altcha-widget';
import {
  GUEST_COMPANY_NAME,
  guestRequests,
  PUBLIC_APPID,
  resetGuests,
} from '../../../testing/guest-handlers';
import { renderGuestPage } from '../../../testing/render-guest-page';
import { NEW_JOB_TITLE } from '../public-form-page';
import { JOB_CREATED_THANKS } from '../public-job-created';
import { DRAFT_HINT, DRAFT_SAVED, START_OVER } from './public-form-draft-bar';

beforeEach(resetGuests);

const FORM_PATH = `/new/${PUBLIC_APPID}`;

/** One visit of the guest: the page as it opens in a new tab of the same browser. */
async function visit() {
  const view = renderGuestPage(FORM_PATH);
  await screen.findByRole('heading', { name: NEW_JOB_TITLE });
  return view;
}

const projectName = () => screen.getByRole('textbox', { name: /Project Name/ });
const description = () => screen.getByRole('textbox', { name: /Project Description/ });
const draftStatus = () => screen.getByText(/Draft saved on this device|saved on this device as/);

describe('the public form keeps a draft on this device', () => {
  it('names the company asking', async () => {
    await visit();
    expect(screen.getByText(GUEST_COMPANY_NAME)).toBeInTheDocument();
  });

  it('keeps the answers as the guest types and restores them on the next visit', async () => {
    const first = await visit();
    expect(draftStatus()).toHaveTextContent(DRAFT_HINT);
    await first.user.type(projectName(), 'Harbor Bridge');
    await first.user.type(description(), 'Deck repair');
    await first.user.click(screen.getByRole('radio', { name: 'Commercial' }));
    expect(draftStatus()).toHaveTextContent(DRAFT_SAVED);
    first.unmount();

    await visit();
    expect(projectName()).toHaveValue('Harbor Bridge');
    expect(description()).toHaveValue('Deck repair');
    expect(screen.getByRole('radio', { name: 'Commercial' })).toBeChecked();
    expect(draftStatus()).toHaveTextContent(DRAFT_SAVED);
  });

  it('forgets the draft once the job is submitted', async () => {
    const first = await visit();
    await first.user.type(projectName(), 'Harbor Bridge');
    await first.user.type(description(), 'Deck repair');
    await first.user.click(screen.getByRole('radio', { name: 'Commercial' }));
    await first.user.click(screen.getByRole('radio', { name: 'Owner' }));
    await solveCaptcha('solved-payload');
    const submit = screen.getByRole('button', { name: 'Submit Form' });
    await waitFor(() => expect(submit).toBeEnabled());
    await first.user.click(submit);
    await screen.findByText(JOB_CREATED_THANKS);
    expect(guestRequests.at(-1)?.body).toMatchObject({
      project_name: 'Harbor Bridge',
      answers: { [SAMPLE.description]: 'Deck repair' },
    });
    first.unmount();

    await visit();
    expect(projectName()).toHaveValue('');
    expect(description()).toHaveValue('');
    expect(draftStatus()).toHaveTextContent(DRAFT_HINT);
  });

  it('starts over with an empty form only after the guest confirms', async () => {
    const first = await visit();
    await first.user.type(projectName(), 'Harbor Bridge');
    await first.user.click(screen.getByRole('button', { name: START_OVER }));
    const dialog = await screen.findByRole('dialog', { name: 'Start over?' });
    await first.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(projectName()).toHaveValue('Harbor Bridge');

    await first.user.click(screen.getByRole('button', { name: START_OVER }));
    await first.user.click(
      within(await screen.findByRole('dialog', { name: 'Start over?' })).getByRole('button', {
        name: START_OVER,
      }),
    );
    await waitFor(() => expect(projectName()).toHaveValue(''));
    expect(draftStatus()).toHaveTextContent(DRAFT_HINT);
    first.unmount();

    await visit();
    expect(projectName()).toHaveValue('');
  });
});
