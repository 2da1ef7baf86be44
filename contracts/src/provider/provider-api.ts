/**
 * The provider's second API (spec section 7, "Second API"), as its sandbox and the backend's
 * HTTP adapter speak it. The path parts the spec leaves open ({prefix}, {product}) are fixed in
 * docs/decisions/0004-provider-api.md.
 */

/** `{prefix}` of the client calls: the provider's online services ("ols"). */
export const PROVIDER_CLIENT_PREFIX = 'ols';
/** `{product}` of the contact API: `/cli/{product}rmation/…` reads `/cli/information/…`. */
export const PROVIDER_CONTACT_PRODUCT = 'info';

/** Every call carries the caller's key in this header. */
export const PROVIDER_API_KEY_HEADER = 'X-API-Key';

export const providerPaths = {
  /** GET, optional ?DIV_ID= : the contacts (of one location). */
  contacts: `/${PROVIDER_CLIENT_PREFIX}/client/2/contacts/json`,
  /** GET, optional ?CNT_ID= : the locations (of one contact). */
  divisions: `/${PROVIDER_CLIENT_PREFIX}/client/2/divisions/json`,
  /** GET: the API key of a contact. */
  contactApiKey: (cntId: string) =>
    `/cli/${PROVIDER_CONTACT_PRODUCT}rmation/1/contact/${encodeURIComponent(cntId)}/json`,
} as const;

/** Spec section 3: Contact. */
export interface ProviderContact {
  CNT_ID: number;
  CONTACT: string;
}

/** Spec section 3: Location (a division of the provider's client). ACTIVE is 1 or 0. */
export interface ProviderLocation {
  DIV_ID: number;
  cli_no: string;
  COMPANY: string;
  COMPANY2: string | null;
  MAINCITY: string;
  MAINSTATE: string;
  ACTIVE: 0 | 1;
  cust1_lbl: string | null;
  cust1: string | null;
}

/** The contact API's answer: the key, or the provider's reasons. */
export type ProviderContactApiKeyAnswer = { api_key: string } | ProviderErrorBody;

/** Every refusal of the provider's API (401, 404, 400) has this body. */
export interface ProviderErrorBody {
  errors: { message: string }[];
}

/** Spec section 5: only locations with ACTIVE equal to 1 are offered. */
export function activeLocations(locations: readonly ProviderLocation[]): ProviderLocation[] {
  return locations.filter((location) => location.ACTIVE === 1);
}

/** How a location reads in a select: company, second line and city/state. */
export function locationLabel(location: ProviderLocation): string {
  const place = [location.MAINCITY, location.MAINSTATE].filter(Boolean).join(', ');
  const name = [location.COMPANY, location.COMPANY2].filter(Boolean).join(' – ');
  return place ? `${name} (${place})` : name;
}
