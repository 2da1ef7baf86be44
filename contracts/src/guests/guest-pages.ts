/**
 * The guest pages' addresses (spec section 2): a share link /link/{uuid}, a public new-job form
 * /new/{appid}[/{cntid}] and an e-mail request's unsubscribe link /unsubscribe/{token}. The
 * server answers them with the guest page (GUEST_PAGE_FILE, the guest app alone, decision 0052),
 * and its service worker serves that page offline; every other address gets the staff app.
 * It matches a pathname, alone or followed by its query (Workbox tests navigations that way).
 */
export const GUEST_PAGE_PATH =
  /^\/(?:(?:link|unsubscribe)\/[^/?]+|new\/[^/?]+(?:\/[^/?]+)?)\/?(?:\?.*)?$/;

/** The built guest page, beside the staff app's index.html. */
export const GUEST_PAGE_FILE = 'guest.html';

export function isGuestPagePath(pathname: string): boolean {
  return GUEST_PAGE_PATH.test(pathname);
}
