/** The addresses of the sign-in pages (spec section 2, route table). */
export const authPaths = {
  login: '/login',
  reset: '/reset',
  devMail: '/dev/mail',
  /** Where a sign-in lands. */
  afterLogin: '/jobs',
} as const;
