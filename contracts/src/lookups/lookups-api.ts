/**
 * Address, parcel and owner lookups (spec 2 "Address input", 3 "Parcel / property lookup record",
 * 4 "Address parcel flow", 8 geocoding messages, 9 map constants). The browser never talks to
 * the maps or parcel services: it asks the backend, which holds the keys and speaks to them
 * through ports (a sandbox with a bundled sample in the default set-up).
 *
 * Staff (signed in):        GET /api/v1/lookups/{places,places/{placeId},geocode,reverse,parcels,parcels/area,map}
 * Guests of a share link:   GET /api/v1/link/{uuid}/lookups/…   (same paths after `lookups/`)
 * Guests of a public form:  GET /api/v1/new/{appid}/lookups/…
 * Guest routes are rate limited; every route answers the DTOs below or an ApiError whose message
 * is one of LOOKUP_MESSAGES.
 */
import type { AddressValue } from '../job-form/address';

export interface LatLng {
  lat: number;
  lng: number;
}

/** GET lookups/places?q= (q: 3–200 characters): the maps service's place autocomplete. */
export interface PlaceSuggestion {
  place_id: string;
  /** One line, e.g. '7700 Mentor Ave, Mentor, OH 44060, USA'. */
  description: string;
}

/** How exactly a geocoding result is placed; only rooftop results count as found (spec 8). */
export type GeocodePrecision =
  'rooftop' | 'range_interpolated' | 'geometric_center' | 'approximate';

/** The address parts a lookup fills: street, city, state (two letters), zip and county. */
export type LookedUpAddress = Required<
  Pick<AddressValue, 'address' | 'city' | 'state' | 'zip' | 'county'>
>;

/**
 * GET lookups/places/{placeId}, GET lookups/geocode?address=, GET lookups/reverse?lat=&lng=:
 * one place. geocode answers 404 ADDRESS_NOT_FOUND unless a result is rooftop precise.
 */
export interface PlaceDto {
  address: LookedUpAddress;
  location: LatLng;
  precision: GeocodePrecision;
}

/** Spec 3: the parcel (property) lookup record, as the form applies it. */
export interface ParcelDto {
  parcel_id: string;
  lot_no: string | null;
  block_no: string | null;
  address: LookedUpAddress;
  owner: { name: string; address: string; city: string; state: string; zip: string };
  /** The parcel's outline (a closed ring of points) and a point inside it, for the map. */
  outline: LatLng[];
  centre: LatLng;
}

/**
 * GET lookups/parcels?address=… or ?lat=&lng=: the parcel at an address or a point, or 404
 * NO_PARCEL_FOUND. GET lookups/parcels/area?south=&west=&north=&east= (a box of at most
 * PARCEL_AREA_MAX_DEGREES a side): the parcels in view, for the map's outlines (at most
 * PARCEL_AREA_LIMIT).
 */
export interface ParcelAreaDto {
  parcels: ParcelDto[];
  /** More parcels are in the box than were answered: zoom in. */
  truncated: boolean;
}

/**
 * GET lookups/map: the property map's tiles, from the server's MAP_TILE_URL and
 * MAP_TILE_ATTRIBUTION. tile_url null: no tiles, the map draws parcel outlines on a plain
 * background (the CSP allows the tile server's images only when one is configured).
 */
export interface MapConfigDto {
  /** A Leaflet tile URL template, e.g. 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'. */
  tile_url: string | null;
  attribution: string | null;
}

export const PARCEL_AREA_MAX_DEGREES = 0.05;
export const PARCEL_AREA_LIMIT = 500;
export const PLACE_QUERY_MIN_LENGTH = 3;
export const PLACE_QUERY_MAX_LENGTH = 200;
/** The bounds of a latitude and of a longitude, in degrees (either sign). */
export const LATITUDE_LIMIT = 90;
export const LONGITUDE_LIMIT = 180;

/** What people read (spec 2, 8 and 9). */
export const LOOKUP_MESSAGES = {
  prompt: 'Lookup parcel and owner information by address...',
  manual: 'Enter Address Manually',
  empty: 'No Address Data Found',
  addressNotFound: 'Address not found',
  noResults: 'No results found',
  error: 'An error occurred',
  coordinatesFailed: 'Failed to get coordinates',
  addressFailed: 'Failed to get address',
  parcelFailed: 'Failed to get parcel data',
  noParcelSelected: 'No parcel selected',
  searching: 'Searching',
  parcelFound: 'Parcel found',
  noParcelFound: 'No parcel found',
  overlays: (message: string) => `Overlays error: ${message}`,
} as const;

/** Spec 9: timings and the map's defaults. */
export const PARCEL_LOOKUP_DEBOUNCE_MS = 2000;
export const SUGGESTIONS_HIDE_AFTER_BLUR_MS = 200;
export const MAP_DEFAULT_CENTRE: LatLng = { lat: 41.55, lng: -81.42 };
export const MAP_DEFAULT_ZOOM = 18;
export const MAP_CLUSTER_GRID_SIZE = 60;
