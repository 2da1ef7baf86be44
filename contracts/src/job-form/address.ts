/**
 * Address answers (spec sections 2 "Address input", 3 "Address value" and "Address type ids").
 * An address answer is an object of string parts, or — for an optional block — the string 'None'
 * (the No of the Yes / No / Unknown toggle) or 'Unknown'. Which parts a field has depends on its
 * address type and style.
 */
import {
  BOND_ADDRESS_TYPE_IDS,
  JOB_LOCATION_ADDRESS_TYPE_ID,
  type FieldDto,
  type FormConfig,
} from '../forms/forms-api';

export const CONTACT_PARTS = ['company', 'name', 'phone', 'email'] as const;
export const PLACE_PARTS = ['address', 'address_2', 'city', 'state', 'zip', 'county'] as const;
export const PARCEL_PARTS = ['parcel_no', 'lot_no', 'block_no'] as const;
export const BOND_PART = 'bond_no' as const;

export const ADDRESS_PARTS = [
  ...CONTACT_PARTS,
  ...PLACE_PARTS,
  ...PARCEL_PARTS,
  BOND_PART,
] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];
export type AddressValue = Partial<Record<AddressPart, string>>;

export const ADDRESS_PART_LABELS: Record<AddressPart, string> = {
  company: 'Company',
  name: 'Name',
  phone: 'Phone',
  email: 'Email',
  address: 'Address',
  address_2: 'Address 2',
  city: 'City',
  state: 'State',
  zip: 'Zip',
  county: 'County',
  parcel_no: 'Parcel No',
  lot_no: 'Lot No',
  block_no: 'Block No',
  bond_no: 'Bond No',
};

export const ADDRESS_PART_MAX_LENGTH = 255;

/** The optional block's toggle (spec 2): Yes keeps an (empty) address, No is 'None'. */
export const ADDRESS_NONE = 'None';
export const ADDRESS_UNKNOWN = 'Unknown';
export type AddressOption = 'yes' | 'no' | 'unknown';
export const ADDRESS_OPTIONS: readonly { value: AddressOption; label: string }[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: 'unknown', label: 'Unknown' },
];

type AddressField = Pick<FieldDto, 'type' | 'type_id' | 'style'>;

export function isAddressType(type: FieldDto['type']): boolean {
  return type === 'address' || type === 'address_plus';
}

/** The customer's address field: an address whose type id is null (spec 3). */
export function isCustomerAddressField(field: Pick<FieldDto, 'type' | 'type_id'>): boolean {
  return isAddressType(field.type) && field.type_id === null;
}

/** Bond numbers belong to address type ids 10, 11 and 12 only. */
export function hasBondNumber(field: Pick<FieldDto, 'type_id'>): boolean {
  return (
    field.type_id !== null && (BOND_ADDRESS_TYPE_IDS as readonly number[]).includes(field.type_id)
  );
}

/** Lot, parcel and block numbers: the Lot/Parcel/Block style option, or an address_plus field. */
export function hasParcelParts(field: AddressField): boolean {
  return field.type === 'address_plus' || Boolean(field.style.addr_plus);
}

/** A job location (type id 2) is a place; every other address also names who is there. */
export function hasContactParts(field: Pick<FieldDto, 'type_id'>): boolean {
  return field.type_id !== JOB_LOCATION_ADDRESS_TYPE_ID;
}

/** The parts a field asks for, in display order. */
export function addressPartsOf(field: AddressField): AddressPart[] {
  return [
    ...(hasContactParts(field) ? CONTACT_PARTS : []),
    ...PLACE_PARTS,
    ...(hasParcelParts(field) ? PARCEL_PARTS : []),
    ...(hasBondNumber(field) ? [BOND_PART] : []),
  ];
}

/**
 * The parts that must be filled for a required address to count as answered: street, city,
 * state and zip, and for anything but a job location also a company or a name. 'None' and
 * 'Unknown' (the optional block's No and Unknown) are answers too.
 */
export function isAddressAnswered(field: AddressField, value: unknown): boolean {
  if (value === ADDRESS_NONE || value === ADDRESS_UNKNOWN) return true;
  if (!isAddressObject(value)) return false;
  const filled = (part: AddressPart) => (value[part] ?? '').trim() !== '';
  const place = filled('address') && filled('city') && filled('state') && filled('zip');
  return hasContactParts(field) ? place && (filled('company') || filled('name')) : place;
}

/**
 * The parts a required address marks required in its inputs (native validation); "a company or
 * a name" cannot be said with `required`, the form checks it beside.
 */
export const REQUIRED_ADDRESS_PARTS: readonly AddressPart[] = ['address', 'city', 'state', 'zip'];

export function isAddressObject(value: unknown): value is AddressValue {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True when no part holds anything but blanks (also for no value at all). */
export function isEmptyAddress(value: unknown): boolean {
  if (!isAddressObject(value)) return true;
  return Object.values(value).every((part) => typeof part !== 'string' || part.trim() === '');
}

/** The optional block's state for a value: No ('None'), Unknown, or Yes (an address, maybe empty). */
export function addressOptionOf(value: unknown): AddressOption {
  if (value === ADDRESS_NONE) return 'no';
  if (value === ADDRESS_UNKNOWN) return 'unknown';
  return 'yes';
}

/** The value a toggle choice gives: Yes an empty address, No 'None', Unknown 'Unknown'. */
export function addressValueForOption(option: AddressOption): AddressValue | string {
  if (option === 'no') return ADDRESS_NONE;
  if (option === 'unknown') return ADDRESS_UNKNOWN;
  return {};
}

/**
 * Whether a field shows the Yes / No / Unknown toggle: the form allows none/unknown answers, and
 * the address is an optional party (not the job location, not the customer).
 */
export function hasAddressOptions(
  field: Pick<FieldDto, 'type' | 'type_id'>,
  config: Pick<FormConfig, 'allow_none'>,
): boolean {
  return (
    config.allow_none &&
    isAddressType(field.type) &&
    field.type_id !== null &&
    field.type_id !== JOB_LOCATION_ADDRESS_TYPE_ID
  );
}

/**
 * Whether a field shows the 'Same as Customer' switch: the form or the field allows it, the field
 * is an address other than the customer's own, and the form has a customer address to copy.
 */
export function hasSameAsCustomer(
  field: FieldDto,
  config: Pick<FormConfig, 'allow_same_as'>,
  customerField: FieldDto | undefined,
): boolean {
  return (
    Boolean(customerField) &&
    isAddressType(field.type) &&
    field.type_id !== null &&
    (config.allow_same_as || Boolean(field.style.allow_same_as))
  );
}

/** The parts of the customer's address that the target field has (contact and place parts). */
export function copyCustomerAddress(customer: unknown, target: AddressField): AddressValue {
  if (!isAddressObject(customer)) return {};
  const parts = addressPartsOf(target).filter(
    (part) =>
      (CONTACT_PARTS as readonly string[]).includes(part) ||
      (PLACE_PARTS as readonly string[]).includes(part),
  );
  const copy: AddressValue = {};
  for (const part of parts) {
    const text = customer[part];
    if (typeof text === 'string' && text !== '') copy[part] = text;
  }
  return copy;
}

/** Whether the target holds exactly the customer's address (what the switch shows as on). */
export function isSameAsCustomer(value: unknown, customer: unknown, target: AddressField): boolean {
  if (isEmptyAddress(customer) || !isAddressObject(value)) return false;
  const copy = copyCustomerAddress(customer, target);
  return addressPartsOf(target).every((part) => (value[part] ?? '') === (copy[part] ?? ''));
}

/** How a stored address reads, line by line (read-only display and print). */
export function addressLines(value: unknown): string[] {
  if (!isAddressObject(value)) return [];
  const part = (name: AddressPart) => (value[name] ?? '').trim();
  const stateZip = [part('state'), part('zip')].filter(Boolean).join(' ');
  const cityLine = [part('city'), stateZip].filter(Boolean).join(', ');
  const labelled = (name: AddressPart) =>
    part(name) ? `${ADDRESS_PART_LABELS[name]}: ${part(name)}` : '';
  return [
    part('company'),
    part('name'),
    part('address'),
    part('address_2'),
    cityLine,
    labelled('county'),
    labelled('phone'),
    labelled('email'),
    labelled('parcel_no'),
    labelled('lot_no'),
    labelled('block_no'),
    labelled('bond_no'),
  ].filter(Boolean);
}
