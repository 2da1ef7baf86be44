import type { GeocoderResult } from '../domain/geocoder-result';
import { GOOGLE_MAPS_PATHS } from '../http/google-maps.contract';
import type { SamplePlace } from './sample-places';
import { namesStreetOf, placeAt, suggests, wordsOf } from './sample-matching';

export interface SandboxAnswer {
  status: number;
  body: unknown;
}

const LAT_LNG = /^(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)$/;
/** Google answers at most five predictions. */
const MAX_PREDICTIONS = 5;

/**
 * Google's Places Autocomplete and Geocoding JSON contracts over the sample: HTTP 200 with a
 * status, REQUEST_DENIED for a wrong key, INVALID_REQUEST when the query is missing.
 */
export function answerGoogle(
  path: string,
  query: URLSearchParams,
  places: readonly SamplePlace[],
  key: string,
): SandboxAnswer | null {
  if (path !== GOOGLE_MAPS_PATHS.autocomplete && path !== GOOGLE_MAPS_PATHS.geocode) return null;
  const list = path === GOOGLE_MAPS_PATHS.autocomplete ? 'predictions' : 'results';
  const status = (code: string, error_message?: string): SandboxAnswer => ({
    status: 200,
    body: { status: code, [list]: [], ...(error_message ? { error_message } : {}) },
  });
  if (query.get('key') !== key) return status('REQUEST_DENIED', 'The provided API key is invalid.');
  if (path === GOOGLE_MAPS_PATHS.autocomplete) {
    const input = query.get('input') ?? '';
    if (!input.trim()) return status('INVALID_REQUEST', "The 'input' parameter is missing.");
    const predictions = places
      .filter((place) => suggests(input, place))
      .slice(0, MAX_PREDICTIONS)
      .map(({ geocoder }) => ({
        description: geocoder.formatted_address,
        place_id: geocoder.place_id,
        types: ['street_address', 'geocode'],
      }));
    return predictions.length ? ok('predictions', predictions) : status('ZERO_RESULTS');
  }
  const results = geocode(query, places);
  if (results === 'invalid') {
    return status('INVALID_REQUEST', 'One of address, latlng or place_id is required.');
  }
  return results.length ? ok('results', results) : status('ZERO_RESULTS');
}

function geocode(query: URLSearchParams, places: readonly SamplePlace[]) {
  const placeId = query.get('place_id');
  if (placeId) return places.filter((p) => p.geocoder.place_id === placeId).map(toResult);
  const latlng = LAT_LNG.exec(query.get('latlng') ?? '');
  if (latlng) {
    const place = placeAt(places, { lat: Number(latlng[1]), lng: Number(latlng[2]) });
    return place ? [toResult(place)] : [];
  }
  const address = query.get('address');
  if (!address?.trim()) return 'invalid';
  const named = places.filter((place) => namesStreetOf(address, place));
  return named.length ? named.map(toResult) : townsNamedIn(address, places);
}

/** A town without a street ('Mentor, OH'): Google's approximate result for the locality. */
function townsNamedIn(address: string, places: readonly SamplePlace[]): GeocoderResult[] {
  const words = wordsOf(address);
  const town = places.find((place) => words.includes(wordsOf(locality(place).long_name)[0] ?? ''));
  if (!town) return [];
  return [
    {
      place_id: `sandbox-town-${locality(town).long_name.toLowerCase()}`,
      formatted_address: town.geocoder.formatted_address.split(', ').slice(1).join(', '),
      address_components: town.geocoder.address_components.filter(
        (component) => !['street_number', 'route'].some((type) => component.types.includes(type)),
      ),
      geometry: { location: town.geocoder.geometry.location, location_type: 'APPROXIMATE' },
    },
  ];
}

function locality(place: SamplePlace) {
  const found = place.geocoder.address_components.find((c) => c.types.includes('locality'));
  return found ?? { long_name: '', short_name: '', types: [] };
}

function toResult(place: SamplePlace): GeocoderResult & { types: string[] } {
  return { ...place.geocoder, types: ['street_address'] };
}

function ok(list: 'predictions' | 'results', items: unknown[]): SandboxAnswer {
  return { status: 200, body: { status: 'OK', [list]: items } };
}
