import type { GeocodePrecision, LatLng, PlaceDto } from '@job-intake/contracts/lookups/lookups-api';

/**
 * One result of Google's Geocoding API (geocode by address, by coordinates or by place id), in
 * the fields this app reads.
 */
export interface GeocoderResult {
  place_id: string;
  formatted_address: string;
  address_components: { long_name: string; short_name: string; types: string[] }[];
  geometry: {
    location: LatLng;
    location_type: 'ROOFTOP' | 'RANGE_INTERPOLATED' | 'GEOMETRIC_CENTER' | 'APPROXIMATE';
  };
}

/** Where Google puts a place's city: the locality, else the town or district it names. */
const CITY_TYPES = ['locality', 'postal_town', 'sublocality', 'administrative_area_level_3'];

/** The address parts the form fills (street, city, two-letter state, zip, county) and the point. */
export function toPlaceDto(result: GeocoderResult): PlaceDto {
  const part = (type: string, name: 'long_name' | 'short_name' = 'long_name') =>
    result.address_components.find((component) => component.types.includes(type))?.[name] ?? '';
  const city = CITY_TYPES.map((type) => part(type)).find(Boolean) ?? '';
  return {
    address: {
      address: [part('street_number'), part('route', 'short_name')].filter(Boolean).join(' '),
      city,
      state: part('administrative_area_level_1', 'short_name'),
      zip: part('postal_code'),
      county: part('administrative_area_level_2').replace(/\s+County$/i, ''),
    },
    location: result.geometry.location,
    precision: result.geometry.location_type.toLowerCase() as GeocodePrecision,
  };
}
