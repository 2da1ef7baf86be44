import type { LatLng } from '@job-intake/contracts/lookups/lookups-api';
import { outlineOfWkt } from '../domain/wkt-outline';
import type { SamplePlace } from './sample-places';

/** Lower-case words without punctuation: '7700 Sperry Rd, Kirtland' → ['7700', 'sperry', 'rd', 'kirtland']. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    .filter(Boolean);
}

/** The place's street line, short ('7700 Sperry Rd') and long ('7700 Sperry Road'), as words. */
function streetForms(place: SamplePlace): string[][] {
  const part = (type: string) =>
    place.geocoder.address_components.find((component) => component.types.includes(type));
  const number = part('street_number')?.long_name ?? '';
  const route = part('route');
  return [route?.short_name ?? '', route?.long_name ?? ''].map((name) =>
    wordsOf(`${number} ${name}`),
  );
}

/** An address query names the place when every word of its street line is in the query. */
export function namesStreetOf(query: string, place: SamplePlace): boolean {
  const words = new Set(wordsOf(query));
  return streetForms(place).some((form) => form.every((word) => words.has(word)));
}

/** Autocomplete: every word typed starts a word of the place's description or long street name. */
export function suggests(input: string, place: SamplePlace): boolean {
  const known = [...wordsOf(place.geocoder.formatted_address), ...streetForms(place).flat()];
  return wordsOf(input).every((typed) => known.some((word) => word.startsWith(typed)));
}

export function outlineOf(place: SamplePlace): LatLng[] | null {
  return place.parcel?.geom_as_wkt ? outlineOfWkt(place.parcel.geom_as_wkt) : null;
}

/** The outline's bounding box (the sample's lots are rectangles). */
export function boundsOf(ring: readonly LatLng[]) {
  const lats = ring.map((p) => p.lat);
  const lngs = ring.map((p) => p.lng);
  return {
    south: Math.min(...lats),
    north: Math.max(...lats),
    west: Math.min(...lngs),
    east: Math.max(...lngs),
  };
}

export function contains(ring: readonly LatLng[], point: LatLng): boolean {
  const box = boundsOf(ring);
  return (
    point.lat >= box.south &&
    point.lat <= box.north &&
    point.lng >= box.west &&
    point.lng <= box.east
  );
}

/** The place whose lot holds the point, else the nearest within about 50 metres. */
export function placeAt(places: readonly SamplePlace[], point: LatLng): SamplePlace | null {
  const holding = places.find((place) => {
    const ring = outlineOf(place);
    return ring !== null && contains(ring, point);
  });
  if (holding) return holding;
  let best: { place: SamplePlace; distance: number } | null = null;
  for (const place of places) {
    const { lat, lng } = place.geocoder.geometry.location;
    const distance = Math.hypot(lat - point.lat, lng - point.lng);
    if (distance < 0.0005 && (!best || distance < best.distance)) best = { place, distance };
  }
  return best?.place ?? null;
}
