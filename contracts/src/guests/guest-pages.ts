/**
 * The guest pages' addresses (spec section 2): a share link /link/{uuid}, a public new-job form
 * /new/{appid}[/{cntid}] and an e-mail request's unsubscribe link /unsubscribe/{token}. The
 * server answers them with the guest page (GUEST_PAGE_FILE, the guest app alone, decision 0052),
 * and its service worker serves that page offline; every other address gets the staff app.
 * It matches a pathname, alone or followed by its query (Workbox tests navigations that way).
 */
export const GUEST_PAGE_PATH =
  /^\/(?:link\/([^/?]+)|new\/([^/?]+)(?:\/([^/?]+))?|unsubscribe\/([^/?]+))\/?(?:\?.*)?$/;

/** The built guest page, beside the staff app's index.html. */
export const GUEST_PAGE_FILE = 'guest.html';

/**
 * Which built files each guest page loads after the entry (its lazy chunk, the chunks that
 * imports, their styles), written by the guest build beside guest.html; the server names them as
 * preloads in the page (decision 0057).
 */
export const GUEST_PAGE_CHUNKS_FILE = '.vite/guest-page-chunks.json';

export type GuestPageName = GuestPage['page'];

/** What GUEST_PAGE_CHUNKS_FILE holds: paths from the build's root (`assets/c-….js`). */
export type GuestPageChunks = Record<GuestPageName, { scripts: string[]; styles: string[] }>;

export function isGuestPagePath(pathname: string): boolean {
  return GUEST_PAGE_PATH.test(pathname);
}

/** Which guest page a pathname opens, with the address's parts. */
export type GuestPage =
  | { page: 'link'; uuid: string }
  | { page: 'new'; appid: string; cntid?: string }
  | { page: 'unsubscribe'; token: string };

/** The guest page of `pathname`, or null for an address of the staff app. */
export function matchGuestPage(pathname: string): GuestPage | null {
  // Capturing groups by position: the service worker's build rewrites named ones into a helper.
  const parts = GUEST_PAGE_PATH.exec(pathname);
  if (!parts) return null;
  const [, uuid, appid, cntid, token] = parts;
  if (uuid !== undefined) return { page: 'link', uuid: decoded(uuid) };
  if (appid === undefined) return { page: 'unsubscribe', token: decoded(token as string) };
  return cntid === undefined
    ? { page: 'new', appid: decoded(appid) }
    : { page: 'new', appid: decoded(appid), cntid: decoded(cntid) };
}

const segment = encodeURIComponent;

/** The API paths (under the API's base) of a guest page's own reads. */
export const guestApiPaths = {
  link: (uuid: string) => `link/${segment(uuid)}`,
  publicForm: (appid: string, cntid?: string) =>
    cntid ? `new/${segment(appid)}/${segment(cntid)}` : `new/${segment(appid)}`,
  unsubscribe: (token: string) => `unsubscribe/${segment(token)}`,
};

/** What a guest page reads first: its own data (GET /config is every page's). */
export function guestPageRead(page: GuestPage): string {
  switch (page.page) {
    case 'link':
      return guestApiPaths.link(page.uuid);
    case 'new':
      return guestApiPaths.publicForm(page.appid, page.cntid);
    case 'unsubscribe':
      return guestApiPaths.unsubscribe(page.token);
  }
}

/** A part as typed when it is not valid percent-encoding: the server then answers it (404). */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
