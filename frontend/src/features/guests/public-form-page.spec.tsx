import {
  CAPTCHA_EXPIRED,
  CHOOSE_FILES_LABEL,
  PUBLIC_FORM_NOT_FOUND,
} from '@job-intake/contracts/guests/guest-api';
import { SAMPLE } from '@job-intake/contracts/job-form/sample-form';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { solveCaptcha } from '../../testing/altcha-widget';
import { apiUrl } from '../../testing/api-url';
import {
  GRANT_PREFIX,
  guestRequests,
  PUBLIC_APPID,
  PUBLIC_CNTID,
  PUBLIC_FORM,
  publicFormResponse,
  refuseGuestUploads,
  resetGuests,
  SPENT_CAPTCHA_TOKEN,
  trackGuestUploads,
} from '../../testing/guest-handlers';
import { renderGuestPage } from '../../testing/render-guest-page';
import { server } from '../../testing/server';
import { SOLVE_TO_SEND } from './public-attachments';
import { UPLOADED, WAITING_FOR_CAPTCHA } from './photos/upload-row';
import { NEW_JOB_TITLE } from './public-form-page';
import { JOB_CREATED_THANKS } from './public-job-created';
import { VERIFIED } from './public-job-form';

beforeEach(resetGuests);

const FORM_PATH = `/new/${PUBLIC_APPID}/${PUBLIC_CNTID}`;

async function openForm(path = FORM_PATH) {
  const view = renderGuestPage(path);
  await screen.findByRole('heading', { name: NEW_JOB_TITLE });
  return view;
}

async function fillRequired(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: /Project Name/ }), 'Harbor Bridge');
  await user.type(screen.getByRole('textbox', { name: /Customer Reference #/ }), 'PO-77');
  await user.type(screen.getByRole('textbox', { name: /Project Description/ }), 'Deck repair');
  await user.click(screen.getByRole('radio', { name: 'Commercial' }));
  await user.click(screen.getByRole('radio', { name: 'Owner' }));
}

const submitButton = () => screen.getByRole('button', { name: 'Submit Form' });

describe('the public new-job form on /new/{appid}/{cntid}', () => {
  it('shows the config fields by the form config, without navigation', async () => {
    await openForm();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    const projectName = screen.getByRole('textbox', { name: 'Project Name' });
    expect(projectName).toBeRequired();
    expect(projectName).toHaveAccessibleDescription('Required');
    expect(screen.getByRole('textbox', { name: 'Customer Reference #' })).not.toBeRequired();
  });

  it('leaves out an inactive config field and requires one marked req', async () => {
    const config = {
      ...PUBLIC_FORM.config,
      fields: [
        { name: 'project_name' as const, label: 'Project Name', active: false, req: false },
        { name: 'reference_no' as const, label: 'PO Number', active: true, req: true },
      ],
    };
    server.use(
      http.get(apiUrl('/new/:appid'), () =>
        HttpResponse.json(publicFormResponse({ ...PUBLIC_FORM, config })),
      ),
    );
    await openForm(`/new/${PUBLIC_APPID}`);
    expect(screen.queryByRole('textbox', { name: /Project Name/ })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /PO Number/ })).toBeRequired();
  });

  it('keeps Submit Form disabled until the captcha is solved, then creates the job', async () => {
    const { user } = await openForm();
    await fillRequired(user);
    expect(submitButton()).toBeDisabled();

    await solveCaptcha('solved-payload');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());

    expect(await screen.findByText(JOB_CREATED_THANKS)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Job Created' })).toBeInTheDocument();
    expect(screen.getByText('Harbor Bridge')).toBeInTheDocument();
    expect(screen.getByText('PO-77')).toBeInTheDocument();
    expect(guestRequests).toEqual([
      {
        path: '/new',
        body: {
          appid: PUBLIC_APPID,
          cntid: PUBLIC_CNTID,
          project_name: 'Harbor Bridge',
          reference_no: 'PO-77',
          recaptcha: `${GRANT_PREFIX}solved-payload`,
          answers: {
            [SAMPLE.description]: 'Deck repair',
            [SAMPLE.projectType]: 'key_1',
            [SAMPLE.hiredBy]: '1',
          },
          attachments: [],
        },
      },
    ]);
  });

  it('keeps files picked before the captcha, sends them once it is solved, and their ids with the one grant', async () => {
    const { user } = await openForm();
    trackGuestUploads();
    const file = new File(['plan'], 'site-plan.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText(CHOOSE_FILES_LABEL), file);
    expect(await screen.findByText(WAITING_FOR_CAPTCHA)).toBeInTheDocument();
    expect(screen.getByText(SOLVE_TO_SEND)).toBeInTheDocument();
    expect(guestRequests.filter((request) => request.path === '/new/attachments')).toEqual([]);
    await solveCaptcha('solved-payload');
    expect(await screen.findByText(VERIFIED, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findByText(UPLOADED)).toBeInTheDocument();
    expect(screen.getByText('site-plan.pdf')).toBeInTheDocument();

    await fillRequired(user);
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    await screen.findByText(JOB_CREATED_THANKS);
    expect(guestRequests.at(-1)?.body).toMatchObject({
      attachments: ['upload-1'],
      recaptcha: `${GRANT_PREFIX}solved-payload`,
    });
  });

  it("shows an upload refused for a spent daily budget in the server's words", async () => {
    const { user } = await openForm();
    const limit =
      'Uploads from your address are limited to 200 MB a day; 199 MB of it is used, so this upload of 2 MB does not fit. Attach fewer or smaller files, or try again tomorrow.';
    refuseGuestUploads(limit);
    await fillRequired(user);
    await solveCaptcha('solved-payload');
    expect(await screen.findByText(VERIFIED, {}, { timeout: 3000 })).toBeInTheDocument();
    const file = new File(['plan'], 'site-plan.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText(CHOOSE_FILES_LABEL), file);
    expect(await screen.findByText(`Not sent: ${limit}`)).toBeInTheDocument();
    // The form hears of the refusal after the row shows it.
    expect(
      await screen.findByText('Not sent: site-plan.pdf. Remove it to submit the form.'),
    ).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove site-plan.pdf' }));
    await waitFor(() => expect(submitButton()).toBeEnabled());
  });

  it('shows a refusal in the red message area and asks for a new captcha', async () => {
    const { user } = await openForm();
    await fillRequired(user);
    await solveCaptcha(SPENT_CAPTCHA_TOKEN);
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());

    expect(await screen.findByText(CAPTCHA_EXPIRED)).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Project Name/ })).toHaveValue('Harbor Bridge');
  });

  it('tells a visitor an unknown form is not available', async () => {
    renderGuestPage('/new/unknown-appid');
    expect(await screen.findByText(PUBLIC_FORM_NOT_FOUND)).toBeInTheDocument();
  });
});
