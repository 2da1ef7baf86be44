import { type GuestPage, matchGuestPage } from '@job-intake/contracts/guests/guest-pages';
import { lazy, Suspense } from 'react';
import { GUEST_FORM_LOADING, GUEST_PAGE_LOADING } from '../../features/guests/guest-loading';
import { openAnswerKeeperAhead } from '../../features/guests/offline/store/open-answer-keeper';
import { LoadingState } from '../../shared/components/loading-state';
import { GuestLayout } from './guest-layout';
import { LeaveGuestPages } from './leave-guest-pages';

// Each page its own chunk (decision 0057): the unsubscribe page does not load the job form, and a
// form's code runs in a task of its own after the entry's. The server preloads the page's chunk
// with the entry (guestPageChunks in vite.guest.config.ts names these modules).
const GuestLinkPage = lazy(() => {
  // The phone's store of the link's answers opens while the page's code arrives.
  openAnswerKeeperAhead();
  return import('../../features/guests/guest-link-page').then((m) => ({
    default: m.GuestLinkPage,
  }));
});
const PublicFormPage = lazy(() =>
  import('../../features/guests/public-form-page').then((m) => ({ default: m.PublicFormPage })),
);
const UnsubscribePage = lazy(() =>
  import('../../features/guests/unsubscribe-page').then((m) => ({ default: m.UnsubscribePage })),
);

/**
 * The page of `pathname`: one of the three guest pages (a guest opens one of them and nothing
 * else, and never moves to another in the page). No router library: the address is matched once,
 * by the pattern the server and the service worker use. Any other address belongs to the staff
 * app, which the server sends for it.
 */
export function GuestPages({ pathname }: { pathname: string }) {
  const page = matchGuestPage(pathname);
  if (!page) return <LeaveGuestPages />;
  return (
    <GuestLayout>
      {/* The page's own loading state, shown the same while its code arrives. */}
      <Suspense
        fallback={
          <LoadingState
            label={page.page === 'unsubscribe' ? GUEST_PAGE_LOADING : GUEST_FORM_LOADING}
          />
        }
      >
        {pageOf(page)}
      </Suspense>
    </GuestLayout>
  );
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
