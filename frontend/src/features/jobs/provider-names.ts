import {
  locationLabel,
  type ProviderContact,
  type ProviderLocation,
} from '@job-intake/contracts/provider/provider-api';

/** How a provider location reads, found by DIV_ID. */
export function findLocationLabel(
  locations: readonly ProviderLocation[] | undefined,
  divId: string | null,
): string | undefined {
  const found = locations?.find((l) => String(l.DIV_ID) === divId);
  return found && locationLabel(found);
}

/** Spec section 8's empty state: a location (DIV_ID) the provider gives no description of. */
export function descriptionNotFound(divId: string): string {
  return `Description Not Found (${divId})`;
}

/** A provider contact's name, found by CNT_ID. */
export function findContactName(
  contacts: readonly ProviderContact[] | undefined,
  cntId: string | null,
): string | undefined {
  return contacts?.find((c) => String(c.CNT_ID) === cntId)?.CONTACT;
}
