import type { ParcelRecord } from '@job-intake/contracts/lookups/parcel-record';
import type { GeocoderResult } from '../domain/geocoder-result';

/** One address of the sandbox: what the maps service knows of it, and its parcel if any. */
export interface SamplePlace {
  readonly geocoder: GeocoderResult;
  readonly parcel: ParcelRecord | null;
}

interface SampleStreet {
  prefix: '' | 'N' | 'E' | 'S' | 'W';
  name: string;
  type: 'Rd' | 'St' | 'Ave' | 'Dr';
  city: string;
  zip: string;
  /** The first two digits of the county's parcel numbers in that township. */
  district: string;
}

const STREETS: SampleStreet[] = [
  { prefix: '', name: 'Sperry', type: 'Rd', city: 'Kirtland', zip: '44094', district: '08' },
  { prefix: 'E', name: 'Spaulding', type: 'St', city: 'Willoughby', zip: '44094', district: '27' },
  { prefix: '', name: 'Mentor', type: 'Ave', city: 'Mentor', zip: '44060', district: '16' },
  { prefix: 'N', name: 'Chillicothe', type: 'Rd', city: 'Kirtland', zip: '44094', district: '08' },
];
const LONG = {
  N: 'North',
  E: 'East',
  S: 'South',
  W: 'West',
  Rd: 'Road',
  St: 'Street',
  Ave: 'Avenue',
  Dr: 'Drive',
};
const FIRST = [
  'Alice',
  'Bruno',
  'Carla',
  'Dmitri',
  'Elena',
  'Farid',
  'Grace',
  'Hiro',
  'Ines',
  'Jonas',
];
const LAST = ['Novak', 'Okafor', 'Lindqvist', 'Moreau'];

/** Lots along four streets around the map's default centre (41.55, -81.42), Lake County, Ohio. */
const LOTS_PER_STREET = 10;
const ORIGIN = { lat: 41.5488, lng: -81.422 };
const LOT_WIDTH = 0.0004;
const LOT_DEPTH = 0.0003;
const STREET_SPACING = 0.0008;

function samplePlace(streetIndex: number, lot: number): SamplePlace {
  const street = STREETS[streetIndex] as SampleStreet;
  const number = String(7700 + lot * 10 + streetIndex * 2);
  const south = round(ORIGIN.lat + streetIndex * STREET_SPACING);
  const west = round(ORIGIN.lng + lot * LOT_WIDTH);
  const [north, east] = [round(south + LOT_DEPTH), round(west + LOT_WIDTH * 0.95)];
  const centre = { lat: round((south + north) / 2), lng: round((west + east) / 2) };
  // Every fifth address is only placed along the street's numbering, not on a rooftop.
  const rooftop = lot % 5 !== 4;
  const streetLine = [number, street.prefix, street.name, street.type].filter(Boolean).join(' ');
  const owner = `${LAST[streetIndex]?.toUpperCase()} ${FIRST[lot]?.toUpperCase()}`;
  const absentee = lot % 3 === 2;
  return {
    geocoder: {
      place_id: `sandbox-place-${streetIndex}-${lot}`,
      formatted_address: `${streetLine}, ${street.city}, OH ${street.zip}, USA`,
      address_components: [
        component(number, number, 'street_number'),
        component(routeName(street, 'long'), routeName(street, 'short'), 'route'),
        component(street.city, street.city, 'locality', 'political'),
        component('Lake County', 'Lake County', 'administrative_area_level_2', 'political'),
        component('Ohio', 'OH', 'administrative_area_level_1', 'political'),
        component('United States', 'US', 'country', 'political'),
        component(street.zip, street.zip, 'postal_code'),
      ],
      geometry: {
        location: rooftop ? centre : { lat: south, lng: centre.lng },
        location_type: rooftop ? 'ROOFTOP' : 'RANGE_INTERPOLATED',
      },
    },
    // The last lot of the second and fourth streets has no parcel record.
    parcel:
      lot === LOTS_PER_STREET - 1 && streetIndex % 2 === 1
        ? null
        : {
            parcel_id: `${street.district}A${String(10 + streetIndex).padStart(3, '0')}0000${String(lot + 1).padStart(2, '0')}0`,
            addr_number: number,
            addr_street_prefix: street.prefix || null,
            addr_street_name: street.name.toUpperCase(),
            addr_street_type: street.type.toUpperCase(),
            addr_city: street.city.toUpperCase(),
            state_abbr: 'OH',
            addr_zip: street.zip,
            county_name: 'Lake',
            owner,
            mail_address1: absentee ? `PO BOX ${1200 + lot}` : streetLine.toUpperCase(),
            mail_address2: lot === 7 ? `C/O ${FIRST[0]?.toUpperCase()} TRUST` : null,
            mail_address3: absentee
              ? 'CLEVELAND OH 44114-2315'
              : `${street.city.toUpperCase()} OH ${street.zip}`,
            lot: streetIndex < 3 ? String(lot + 1) : null,
            block: streetIndex < 3 ? String.fromCharCode(65 + streetIndex) : null,
            geom_as_wkt: `POLYGON((${west} ${south}, ${east} ${south}, ${east} ${north}, ${west} ${north}, ${west} ${south}))`,
            latitude: centre.lat,
            longitude: centre.lng,
          },
  };
}

function routeName(street: SampleStreet, form: 'long' | 'short'): string {
  const words = [street.prefix, street.name, street.type].filter(Boolean);
  return form === 'short'
    ? words.join(' ')
    : words.map((word) => LONG[word as keyof typeof LONG] ?? word).join(' ');
}

function component(long_name: string, short_name: string, ...types: string[]) {
  return { long_name, short_name, types };
}

function round(value: number): number {
  return Math.round(value * 1e7) / 1e7;
}

/** 40 addresses, 38 parcels; 8 addresses are not rooftop precise. */
export const SAMPLE_PLACES: readonly SamplePlace[] = STREETS.flatMap((_, streetIndex) =>
  Array.from({ length: LOTS_PER_STREET }, (__, lot) => samplePlace(streetIndex, lot)),
);

/** The sample's box, e.g. for a test that asks for every parcel. */
export const SAMPLE_BOUNDS = {
  south: ORIGIN.lat,
  west: ORIGIN.lng,
  north: ORIGIN.lat + (STREETS.length - 1) * STREET_SPACING + LOT_DEPTH,
  east: ORIGIN.lng + LOTS_PER_STREET * LOT_WIDTH,
};
