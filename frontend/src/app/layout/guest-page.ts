/** The route `handle` of the guest pages (/link, /new): shown without navigation to anyone. */
export const GUEST_PAGE = { guestPage: true } as const;
