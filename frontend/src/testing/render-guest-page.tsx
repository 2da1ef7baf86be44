import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { GuestApp } from '../app/guest/guest-app';
import { GuestPages } from '../app/guest/guest-routes';
import { makeGuestStore } from '../app/guest/guest-store';
import { writeStoredSession } from '../shared/api/stored-session';
import type { StoredSession } from '../shared/api/stored-session';

/**
 * Renders the guest app (guest.html's) at `pathname`, with a fresh store. `session`: a staff
 * session the browser also holds (the guest page ignores it), or none.
 */
export function renderGuestPage(pathname: string, session: StoredSession | null = null) {
  writeStoredSession(session);
  const user = userEvent.setup();
  const store = makeGuestStore();
  const view = render(
    <GuestApp store={store}>
      <GuestPages pathname={pathname} />
    </GuestApp>,
  );
  return { ...view, user, store };
}
