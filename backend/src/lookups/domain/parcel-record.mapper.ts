import type { LatLng, ParcelDto } from '@job-intake/contracts/lookups/lookups-api';
import { parseMailingLine3 } from '@job-intake/contracts/lookups/mailing-line';
import type { ParcelRecord } from '@job-intake/contracts/lookups/parcel-record';
import { centreOfRing, outlineOfWkt } from './wkt-outline';

/**
 * Spec 3: the parcel as the form applies it, from the service's raw record. The street is the
 * address number, prefix, name and type; the owner's mailing address is lines 1 and 2, and line 3
 * gives the owner's city, state and zip. Null when the record has no place on the map.
 */
export function toParcelDto(record: ParcelRecord): ParcelDto | null {
  const outline = record.geom_as_wkt ? (outlineOfWkt(record.geom_as_wkt) ?? []) : [];
  const centre = pointOf(record) ?? (outline.length ? centreOfRing(outline) : null);
  if (!centre) return null;
  const mailing = parseMailingLine3(record.mail_address3);
  return {
    parcel_id: record.parcel_id,
    lot_no: text(record.lot) || null,
    block_no: text(record.block) || null,
    address: {
      address: words(
        record.addr_number,
        record.addr_street_prefix,
        record.addr_street_name,
        record.addr_street_type,
      ),
      city: text(record.addr_city),
      state: text(record.state_abbr).toUpperCase(),
      zip: text(record.addr_zip),
      county: text(record.county_name),
    },
    owner: {
      name: text(record.owner),
      address: [text(record.mail_address1), text(record.mail_address2)].filter(Boolean).join(', '),
      city: mailing?.city ?? '',
      state: mailing?.state ?? '',
      zip: mailing?.zip ?? '',
    },
    outline,
    centre,
  };
}

function pointOf(record: ParcelRecord): LatLng | null {
  const { latitude: lat, longitude: lng } = record;
  if (lat === null || lng === null || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

function text(value: string | null): string {
  return (value ?? '').replace(/\s+/g, ' ').trim();
}

function words(...parts: (string | null)[]): string {
  return parts.map(text).filter(Boolean).join(' ');
}
