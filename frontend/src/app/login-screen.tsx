import { type ComponentProps, useEffect } from 'react';
import { type AppLink, LoginPage } from '../features/auth/login-page';
import { sentNoticeInHistory } from '../features/auth/sent-notice';
import {
  readStoredSession,
  type StoredSession,
  writeStoredSession,
} from '../shared/api/stored-session';
import { SkipLink } from './layout/skip-link';
import { usePageTitle } from './layout/use-page-title';

/**
 * /login on the first load of a signed-out browser (main.tsx): the sign-in page on React alone.
 * A sign-in, here or in another tab, keeps the session and opens the app, which starts signed in
 * and whose guard then leaves /login for /jobs.
 */
export function LoginScreen({ openApp }: { openApp: () => void }) {
  usePageTitle();
  useEffect(() => openAppOnSignInElsewhere(openApp), [openApp]);
  const onSignedIn = (session: StoredSession) => {
    writeStoredSession(session);
    openApp();
  };
  return (
    <>
      <SkipLink />
      <LoginPage
        notice={sentNoticeInHistory(window.history.state)}
        onSignedIn={onSignedIn}
        Link={PlainLink}
      />
    </>
  );
}

/** Before the router is loaded, a link loads its page (which loads the app). */
function PlainLink({ to, ...props }: ComponentProps<AppLink>) {
  return <a href={to} {...props} />;
}

/** Another tab signed in (the storage event): this one opens the app too, as the app would. */
function openAppOnSignInElsewhere(openApp: () => void): () => void {
  const onStorage = () => {
    if (readStoredSession()) openApp();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
