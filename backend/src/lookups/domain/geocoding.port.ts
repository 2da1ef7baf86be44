import type { LatLng, PlaceDto, PlaceSuggestion } from '@job-intake/contracts/lookups/lookups-api';

/**
 * The maps service (spec 7 "Third-party services"): place autocomplete, place details, geocode by
 * address and reverse geocode. Failures are LookupErrors; "nothing there" is an empty answer.
 */
export interface GeocodingPort {
  autocomplete(query: string): Promise<PlaceSuggestion[]>;
  placeDetails(placeId: string): Promise<PlaceDto | null>;
  /** Every result, best first, each with its precision (the caller applies the rooftop rule). */
  geocode(address: string): Promise<PlaceDto[]>;
  reverse(point: LatLng): Promise<PlaceDto | null>;
}

export const GEOCODING_PORT = Symbol('GEOCODING_PORT');
