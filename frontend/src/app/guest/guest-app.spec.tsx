import { isGuestPagePath } from '@job-intake/contracts/guests/guest-pages';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { NEW_JOB_TITLE } from '../../features/guests/public-form-page';
import { sessionOf } from '../../testing/auth-handlers';
import {
  GUEST_LINK_UUID,
  PUBLIC_APPID,
  PUBLIC_CNTID,
  resetGuests,
  UNSUBSCRIBE_TOKEN,
} from '../../testing/guest-handlers';
import { renderGuestPage } from '../../testing/render-guest-page';

beforeEach(resetGuests);


describe('which addresses get the guest page (guest.html) rather than the staff app', () => {
  it.each([
    `/link/${GUEST_LINK_UUID}`,
    `/link/${GUEST_LINK_UUID}/`,
    `/link/${GUEST_LINK_UUID}?from=mail`,
    `/new/${PUBLIC_APPID}`,
    `/new/${PUBLIC_APPID}/${PUBLIC_CNTID}`,
    `/unsubscribe/${UNSUBSCRIBE_TOKEN}`,
  ])('%s: the guest page', (path) => {
    expect(isGuestPagePath(path)).toBe(true);
  });

  it.each([
    '/',
    '/login',
    '/jobs/open',
    `/job/${GUEST_LINK_UUID}`,
    '/link',
    '/link/',
    `/link/${GUEST_LINK_UUID}/results`,
    `/new/${PUBLIC_APPID}/${PUBLIC_CNTID}/more`,
    '/unsubscribe',
    `/api/v1/link/${GUEST_LINK_UUID}`,
    `/linked/${GUEST_LINK_UUID}`,
  ])('%s: the staff app', (path) => {
    expect(isGuestPagePath(path)).toBe(false);
  });
});

describe('the guest app', () => {
  it('shows a share link on /link/{uuid}, in the guest shell without navigation', async () => {
    renderGuestPage(`/link/${GUEST_LINK_UUID}`);
    expect(await screen.findByRole('heading', { name: 'Riverside Mall' })).toBeVisible();
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('form', { name: 'Job form' }),
    );
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('shows the public new-job form on /new/{appid}/{cntid}', async () => {
    renderGuestPage(`/new/${PUBLIC_APPID}/${PUBLIC_CNTID}`);
    expect(await screen.findByRole('heading', { name: NEW_JOB_TITLE })).toBeVisible();
  });

  it('shows the unsubscribe page on /unsubscribe/{token}', async () => {
    renderGuestPage(`/unsubscribe/${UNSUBSCRIBE_TOKEN}`);
    expect(await screen.findByText('Stop reminder e-mails about Riverside Mall?')).toBeVisible();
  });

  it("stays signed out in a browser holding a staff user's session", () => {
    const { store } = renderGuestPage(`/unsubscribe/${UNSUBSCRIBE_TOKEN}`, sessionOf('super'));
    expect(store.getState().auth.token).toBeNull();
  });
});
