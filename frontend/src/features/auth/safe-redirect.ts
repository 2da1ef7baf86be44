import { isAppPath, paths } from '../../config/paths';

/** A path the server sent to go to next, if it is one of this app's; else /login. */
export function safeRedirect(redirect: string | undefined): string {
  return isAppPath(redirect) ? redirect : paths.login;
}
