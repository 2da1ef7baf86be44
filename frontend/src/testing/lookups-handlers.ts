/**
 * A fake of the lookup routes (contracts/src/lookups/lookups-api.ts) for staff, share-link and
 * public-form guests alike: two places (one rooftop-precise, one only approximate) and three
 * neighbouring parcels around the map's default centre. Every request is logged with its path,
 * so a test can tell which scope asked.
 */
import type {
  MapConfigDto,
  ParcelAreaDto,
  ParcelDto,
  PlaceDto,
  PlaceSuggestion,
} from '@job-intake/contracts/lookups/lookups-api';
import { LOOKUP_MESSAGES } from '@job-intake/contracts/lookups/lookups-api';
import { http, HttpResponse } from 'msw';
import { apiUrl } from './api-url';
import { problem } from './problem';

/** The paths the app asked, e.g. '/api/v1/link/abc/lookups/places?q=7700'. */
export const lookupRequests: string[] = [];

export function resetLookups() {
  lookupRequests.length = 0;
}

function parcel(n: number, street: string, owner: string): ParcelDto {
  const west = -81.4206 + n * 0.0004;
  const south = 41.5498;
  const ring = [
    { lat: south, lng: west },
    { lat: south + 0.0003, lng: west },
    { lat: south + 0.0003, lng: west + 0.0003 },
    { lat: south, lng: west + 0.0003 },
  ];
  return {
    parcel_id: `16-A-017-0-00-0${n}-0`,
    lot_no: `${12 + n}`,
    block_no: 'B',
    address: { address: street, city: 'Mentor', state: 'OH', zip: '44060', county: 'Lake' },
    owner: { name: owner, address: 'PO Box 41', city: 'Painesville', state: 'OH', zip: '44077' },
    outline: [...ring, ring[0]!],
    centre: { lat: south + 0.00015, lng: west + 0.00015 },
  };
}

export const SAMPLE_PARCELS: readonly ParcelDto[] = [
  parcel(0, '7700 Mentor Ave', 'Lakeshore Holdings LLC'),
  parcel(1, '7710 Mentor Ave', 'Dana Whitfield'),
  parcel(2, '7720 Mentor Ave', 'Mentor Retail Partners'),
];

const ROOFTOP: PlaceSuggestion = {
  place_id: 'place-7700',
  description: '7700 Mentor Ave, Mentor, OH 44060, USA',
};
const APPROXIMATE: PlaceSuggestion = {
  place_id: 'place-approx',
  description: '7700 Mentor Hills Dr, Mentor, OH 44060, USA',
};

const PLACES: Record<string, PlaceDto> = {
  [ROOFTOP.place_id]: {
    address: SAMPLE_PARCELS[0]!.address,
    location: SAMPLE_PARCELS[0]!.centre,
    precision: 'rooftop',
  },
  [APPROXIMATE.place_id]: {
    address: { address: '', city: 'Mentor', state: 'OH', zip: '44060', county: 'Lake' },
    location: { lat: 41.56, lng: -81.4 },
    precision: 'approximate',
  },
};

/** The same route for staff (lookups/…), a share link and a public form. */
function scoped(path: string) {
  return ['/lookups', '/link/:uuid/lookups', '/new/:appid/lookups'].map((base) =>
    apiUrl(`${base}/${path}`),
  );
}

function logged(request: Request) {
  const url = new URL(request.url);
  lookupRequests.push(`${url.pathname}${url.search}`);
  return url.searchParams;
}

const normalised = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

export const lookupsHandlers = [
  ...scoped('places').map((path) =>
    http.get(path, ({ request }) => {
      const q = normalised(logged(request).get('q') ?? '');
      return HttpResponse.json<PlaceSuggestion[]>(
        [ROOFTOP, APPROXIMATE].filter((place) => normalised(place.description).startsWith(q)),
      );
    }),
  ),
  ...scoped('places/:placeId').map((path) =>
    http.get<{ placeId: string }>(path, ({ request, params }) => {
      logged(request);
      const place = PLACES[params.placeId];
      return place ? HttpResponse.json(place) : problem(404, LOOKUP_MESSAGES.addressNotFound);
    }),
  ),
  ...scoped('parcels/area').map((path) =>
    http.get(path, ({ request }) => {
      logged(request);
      return HttpResponse.json<ParcelAreaDto>({ parcels: [...SAMPLE_PARCELS], truncated: false });
    }),
  ),
  ...scoped('parcels').map((path) =>
    http.get(path, ({ request }) => {
      const address = normalised(logged(request).get('address') ?? '');
      const found = SAMPLE_PARCELS.find((p) => address.startsWith(normalised(p.address.address)));
      return found ? HttpResponse.json(found) : problem(404, LOOKUP_MESSAGES.noParcelFound);
    }),
  ),
  ...scoped('map').map((path) =>
    http.get(path, ({ request }) => {
      logged(request);
      return HttpResponse.json<MapConfigDto>({ tile_url: null, attribution: null });
    }),
  ),
];
