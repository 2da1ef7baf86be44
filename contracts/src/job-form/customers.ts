/**
 * Customer presets (spec section 3, "Customer preset (auto-fill entry)") and the job form's
 * customer auto-fill (spec section 5): typing a number selects the entry with that id, an x
 * clears the search, only ACTIVE locations are listed, and choosing an entry fills the customer
 * address. The presets' API (GET /customers, POST/PATCH/DELETE /customer, POST /customerFile) is
 * in customers-api.ts, their rules in customer-preset.schema.ts.
 */
import { activeLocations, locationLabel, type ProviderLocation } from '../provider/provider-api';
import type { AddressValue } from './address';

/** Customer contact roles (spec 9). */
export const CUSTOMER_CONTACT_ROLES = [
  { id: 1, name: 'Owner' },
  { id: 3, name: 'General Contractor' },
  { id: 4, name: 'Subcontractor' },
  { id: 5, name: 'Sub-Subcontractor' },
] as const;
export type CustomerContactRole = (typeof CUSTOMER_CONTACT_ROLES)[number]['id'];

export function contactRoleName(role: number): string {
  return CUSTOMER_CONTACT_ROLES.find((candidate) => candidate.id === role)?.name ?? '';
}

export interface CustomerPresetDto {
  /** A whole number: typing it in the auto-fill selects the preset. */
  id: number;
  contact_role: CustomerContactRole;
  /** Free text describing the role (defaults to the role's name). */
  role_desc: string;
  company: string;
  name: string;
  phone: string;
  address: string;
  address_2: string;
  city: string;
  state: string;
  zip: string;
  county: string;
  email: string;
}

/** One line of the auto-fill list: a customer preset or one of the company's active locations. */
export interface AutofillEntry {
  /** Unique in the list: `customer-12`, `location-7`. */
  key: string;
  kind: 'customer' | 'location';
  /** The number typed to select it: the preset id or the location's DIV_ID. */
  id: number;
  label: string;
  detail: string;
  /** What choosing it puts into the customer address. */
  address: AddressValue;
}

/** The address parts a preset fills. */
export function presetAddress(preset: CustomerPresetDto): AddressValue {
  const parts: AddressValue = {
    company: preset.company,
    name: preset.name,
    phone: preset.phone,
    email: preset.email,
    address: preset.address,
    address_2: preset.address_2,
    city: preset.city,
    state: preset.state,
    zip: preset.zip,
    county: preset.county,
  };
  return Object.fromEntries(
    Object.entries(parts).filter(([, value]) => typeof value === 'string' && value.trim() !== ''),
  ) as AddressValue;
}

/**
 * The entries the auto-fill offers: every preset, then the locations whose ACTIVE is 1 (spec 5;
 * inactive ones are never listed).
 */
export function autofillEntries(
  customers: readonly CustomerPresetDto[],
  locations: readonly ProviderLocation[] = [],
): AutofillEntry[] {
  const presets = customers.map((preset): AutofillEntry => {
    const place = [preset.city, preset.state].filter(Boolean).join(', ');
    return {
      key: `customer-${preset.id}`,
      kind: 'customer',
      id: preset.id,
      label: preset.company || preset.name,
      detail: [
        preset.company ? preset.name : '',
        preset.role_desc || contactRoleName(preset.contact_role),
        place,
      ]
        .filter(Boolean)
        .join(' · '),
      address: presetAddress(preset),
    };
  });
  const active = activeLocations(locations).map((location): AutofillEntry => ({
    key: `location-${location.DIV_ID}`,
    kind: 'location',
    id: location.DIV_ID,
    label: locationLabel(location),
    detail: location.cli_no ? `Location ${location.cli_no}` : 'Location',
    address: Object.fromEntries(
      Object.entries({
        company: location.COMPANY,
        name: location.COMPANY2 ?? '',
        city: location.MAINCITY,
        state: location.MAINSTATE,
      }).filter(([, value]) => value),
    ) as AddressValue,
  }));
  return [...presets, ...active];
}

const DIGITS = /^\d+$/;

/** Typing a number selects the entry with that id (a preset before a location of the same id). */
export function entryForTypedId(
  entries: readonly AutofillEntry[],
  query: string,
): AutofillEntry | undefined {
  const text = query.trim();
  if (!DIGITS.test(text)) return undefined;
  const id = Number(text);
  return entries.find((entry) => entry.id === id);
}

/** The entries matching a search: by id when it is a number, else by words in label and detail. */
export function searchAutofill(entries: readonly AutofillEntry[], query: string): AutofillEntry[] {
  const text = query.trim().toLowerCase();
  if (text === '') return [...entries];
  const byId = entryForTypedId(entries, text);
  if (byId) return [byId];
  const words = text.split(/\s+/);
  return entries.filter((entry) => {
    const haystack =
      `${entry.id} ${entry.label} ${entry.detail} ${Object.values(entry.address).join(' ')}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
