/** The addresses of the sign-in pages (spec section 2, route table). */
export const authPaths = {
  login: '/login',
  reset: '/reset',
  /** /invitation/{token}: the link of an invitation e-mail. */
  invitation: '/invitation',
  devMail: '/dev/mail',
  /** Where a sign-in lands. */
  afterLogin: '/jobs',
} as const;

/** A path the server sent to go to next, if it is one of this app's; else /login. */
export function safeRedirect(redirect: string | undefined): string {
  return redirect && /^\/(?!\/)/.test(redirect) ? redirect : authPaths.login;
}
