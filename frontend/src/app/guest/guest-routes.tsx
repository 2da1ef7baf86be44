import { type GuestPage, matchGuestPage } from '@job-intake/contracts/guests/guest-pages';
import { GuestLinkPage } from '../../features/guests/guest-link-page';
import { PublicFormPage } from '../../features/guests/public-form-page';
import { UnsubscribePage } from '../../features/guests/unsubscribe-page';
import { GuestLayout } from './guest-layout';
import { LeaveGuestPages } from './leave-guest-pages';

/**
 * The page of `pathname`: one of the three guest pages, in the entry's own chunk (a guest opens
 * one of them and nothing else, and never moves to another in the page). No router library: the
 * address is matched once, by the pattern the server and the service worker use. Any other
 * address belongs to the staff app, which the server sends for it.
 */
export function GuestPages({ pathname }: { pathname: string }) {
  const page = matchGuestPage(pathname);
  if (!page) return <LeaveGuestPages />;
  return <GuestLayout>{pageOf(page)}</GuestLayout>;
}

function pageOf(page: GuestPage) {
  switch (page.page) {
    case 'link':
      return <GuestLinkPage uuid={page.uuid} />;
    case 'new':
      return <PublicFormPage appid={page.appid} cntid={page.cntid} />;
    case 'unsubscribe':
      return <UnsubscribePage token={page.token} />;
  }
}
