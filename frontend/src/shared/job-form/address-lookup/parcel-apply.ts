/**
 * What applying a parcel (spec 3 record, spec 4 flow) does to an address value, and the question
 * an address asks the parcel lookup. Pure.
 */
import {
  addressLines,
  type AddressPart,
  type AddressValue,
} from '@job-intake/contracts/job-form/address';
import type { ParcelDto } from '@job-intake/contracts/lookups/lookups-api';
import type { ApplyChoice } from './parcel-flow';

/** One line for the parcel lookup, or '' until the street and a city or zip are there. */
export function parcelQueryOf(value: AddressValue): string {
  const street = value.address?.trim() ?? '';
  const city = value.city?.trim() ?? '';
  const zip = value.zip?.trim() ?? '';
  if (!street || !(city || zip)) return '';
  return addressLines({ address: street, city, state: value.state, zip }).join(', ');
}

/**
 * The parcel's parts the field has: its address (street, city, state, zip, county) and, when the
 * builder enabled Lot/Parcel/Block, its numbers; the owner goes to the field's name part (the
 * owner is the person the property's address names; a job location has no name part).
 */
export function applyParcel(
  value: AddressValue,
  parcel: ParcelDto,
  choice: ApplyChoice,
  parts: ReadonlySet<AddressPart>,
): AddressValue {
  const next: AddressValue = { ...value };
  const put = (part: AddressPart, text: string | null) => {
    if (parts.has(part) && text !== null) next[part] = text;
  };
  if (choice !== 'owner') {
    for (const [part, text] of Object.entries(parcel.address)) put(part as AddressPart, text);
    put('parcel_no', parcel.parcel_id);
    put('lot_no', parcel.lot_no);
    put('block_no', parcel.block_no);
  }
  if (choice !== 'address') put('name', parcel.owner.name);
  return next;
}

/** Whether applying the owner changes anything in a field with these parts. */
export const canApplyOwner = (parts: ReadonlySet<AddressPart>) => parts.has('name');
