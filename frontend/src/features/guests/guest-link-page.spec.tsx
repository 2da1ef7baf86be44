import {
  GUEST_LINK_CLOSED,
  GUEST_LINK_EXPIRED,
  GUEST_LINK_NOT_FOUND,
} from '@job-intake/contracts/guests/guest-api';
import { SAMPLE } from '@job-intake/contracts/job-form/sample-form';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiUrl } from '../../testing/api-url';
import { sessionOf } from '../../testing/auth-handlers';
import {
  CLOSED_LINK_UUID,
  GUEST_COMPANY_NAME,
  GUEST_LINK_UUID,
  guestLinkResponse,
  guestRequests,
  resetGuests,
} from '../../testing/guest-handlers';
import { renderGuestPage } from '../../testing/render-guest-page';
import { server } from '../../testing/server';

beforeEach(() => {
  resetGuests();
  // A new phone per test: nothing kept from the last one.
  globalThis.indexedDB = new IDBFactory();
});

const LINK = `/link/${GUEST_LINK_UUID}`;

async function openLink(path = LINK, session = null as ReturnType<typeof sessionOf> | null) {
  const view = renderGuestPage(path, session);
  await screen.findByRole('heading', { name: 'Riverside Mall' });
  return view;
}

describe('the guest form on /link/{uuid}', () => {
  it('shows the job, the company asking and only the link sections, without navigation', async () => {
    await openLink();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.getByText(GUEST_COMPANY_NAME)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Project Information' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Amounts and dates' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Customer' })).not.toBeInTheDocument();
    expect(screen.queryByText('Attachments')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Finalize' })).not.toBeInTheDocument();
  });

  it('names the fields by their titles alone, for screen readers', async () => {
    await openLink();
    const description = screen.getByRole('textbox', { name: 'Project Description' });
    expect(description).toHaveAccessibleDescription('Required');
    const projectType = screen.getByRole('radiogroup', { name: 'Type of Project' });
    expect(within(projectType).getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'Residential' })).not.toBeChecked();
    expect(screen.getByRole('form', { name: 'Job form' })).toBeInTheDocument();
  });

  it("shows the form variant's logo", async () => {
    server.use(
      http.get(apiUrl('/link/:uuid'), () => {
        const answer = guestLinkResponse();
        const logo_url = '/api/v1/files/logos/acme.png';
        return HttpResponse.json({
          ...answer,
          form_variant: { ...answer.form_variant!, logo_url },
        });
      }),
    );
    await openLink();
    expect(screen.getByRole('img', { name: 'Acme Builders' })).toHaveAttribute(
      'src',
      '/api/v1/files/logos/acme.png',
    );
  });

  it('shows the page without the sidebar to a signed-in staff user too', async () => {
    await openLink(LINK, sessionOf('standard'));
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('saves a draft with submit false', async () => {
    const { user } = await openLink();
    await user.type(screen.getByRole('textbox', { name: /Project Description/ }), 'Phase 2');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Form saved successfully!')).toBeInTheDocument();
    expect(guestRequests).toEqual([
      {
        path: `/link/${GUEST_LINK_UUID}/results`,
        body: { answers: { [SAMPLE.description]: 'Phase 2' }, base_revision: 1, submit: false },
      },
    ]);
  });

  it("shows the link's daily budget in the server's words when a save does not fit, keeping the edit", async () => {
    const spent =
      'This link takes at most 500 saves a day, and they are used. Your changes were not saved; please save them again tomorrow.';
    server.use(
      http.post(apiUrl('/link/:uuid/results'), () =>
        HttpResponse.json(
          { statusCode: 429, message: spent, error: 'Too Many Requests' },
          { status: 429 },
        ),
      ),
    );
    const { user } = await openLink();
    const description = screen.getByRole('textbox', { name: /Project Description/ });
    await user.type(description, 'Phase 2');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(spent)).toBeInTheDocument();
    expect(description).toHaveValue('Phase 2');
  });

  it('refuses Submit Form while required fields are empty', async () => {
    const { user } = await openLink();
    await user.click(screen.getByRole('button', { name: 'Submit Form' }));
    expect(
      screen.getByText('Validation Error: Please check required fields, and try again!'),
    ).toBeInTheDocument();
    expect(guestRequests).toEqual([]);
  });

  it("shows an expired e-mail request's link as the sender's message and company only", async () => {
    server.use(
      http.get(apiUrl('/link/:uuid'), () => {
        const answer = guestLinkResponse();
        return HttpResponse.json({
          ...answer,
          job: { ...answer.job, name: '' },
          form: { ...answer.form, sections: [] },
          answerData: {},
          read_only: true,
          closed_message: GUEST_LINK_EXPIRED,
        });
      }),
    );
    renderGuestPage(LINK);
    expect(await screen.findByRole('alert')).toHaveTextContent(GUEST_LINK_EXPIRED);
    expect(screen.getByRole('heading', { name: 'Job form' })).toBeInTheDocument();
    expect(screen.getByText(GUEST_COMPANY_NAME)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Job form' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Form' })).not.toBeInTheDocument();
  });

  it('submits with submit true, then shows the form read-only with the banner', async () => {
    const { user } = await openLink();
    await user.type(screen.getByRole('textbox', { name: /Project Description/ }), 'Phase 2');
    await user.click(screen.getByRole('radio', { name: 'Residential' }));
    await user.click(screen.getByRole('radio', { name: 'Owner' }));
    await user.click(screen.getByRole('button', { name: 'Submit Form' }));

    const banner = await screen.findByText('Form Submission is complete!');
    // Told politely: the banner appears inside a status region that was there before.
    expect(banner.closest('[role="status"]')).not.toBeNull();
    const [sent] = guestRequests;
    expect(sent?.body).toMatchObject({
      submit: true,
      answers: {
        [SAMPLE.description]: 'Phase 2',
        [SAMPLE.projectType]: 'key_2',
        [SAMPLE.hiredBy]: '1',
      },
    });
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Submit Form' })).not.toBeInTheDocument();
    expect(within(screen.getByTestId('job-form')).getByText('Phase 2')).toBeInTheDocument();
  });

  it('tells a visitor an unknown link does not exist', async () => {
    renderGuestPage('/link/unknown-uuid');
    expect(await screen.findByText(GUEST_LINK_NOT_FOUND)).toBeInTheDocument();
  });

  it('tells a visitor a closed link is closed', async () => {
    renderGuestPage(`/link/${CLOSED_LINK_UUID}`);
    expect(await screen.findByText(GUEST_LINK_CLOSED)).toBeInTheDocument();
    expect(screen.queryByTestId('job-form')).not.toBeInTheDocument();
  });
});
