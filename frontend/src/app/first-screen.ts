import { paths } from '../config/paths';
import { readStoredSession } from '../shared/api/stored-session';

/**
 * Whether the first load shows the sign-in page on its own (app/login-screen.tsx), without the
 * app's code: a browser with no session at /login, or at / which leads a guest there (the route
 * table's index route). Every other page, and any page once signed in, loads the app at once.
 */
export function opensOnLoginScreen(location: Location = window.location): boolean {
  if (readStoredSession()) return false;
  if (location.pathname === paths.home && !location.search && !location.hash) {
    window.history.replaceState(null, '', paths.login);
    return true;
  }
  return location.pathname === paths.login;
}
