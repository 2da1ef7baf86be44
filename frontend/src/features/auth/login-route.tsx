import { Link, useLocation } from 'react-router';
import { selectAuthNotice, signedIn } from '../../shared/api/auth-slice';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { type LoginNotice, LoginPage } from './login-page';
import { sentNotice } from './sent-notice';

/**
 * /login inside the app (after a sign-out, an expired session, a guard's redirect): the sign-in
 * goes to the store, and the route's guard then opens /jobs or the page the user came for.
 */
export function LoginRoute() {
  const dispatch = useAppDispatch();
  const sessionNotice = useAppSelector(selectAuthNotice);
  const notice = noticeFrom(useLocation().state, sessionNotice);
  return (
    <LoginPage notice={notice} onSignedIn={(session) => dispatch(signedIn(session))} Link={Link} />
  );
}

/** The message a page sent the user here with, else why the session ended (it expired). */
function noticeFrom(state: unknown, sessionNotice: string | null): LoginNotice | null {
  return sentNotice(state) ?? (sessionNotice ? { text: sessionNotice, variant: 'warning' } : null);
}
