import type {
  MapConfigDto,
  ParcelAreaDto,
  ParcelDto,
  PlaceDto,
  PlaceSuggestion,
} from '@job-intake/contracts/lookups/lookups-api';
import { api } from './api-slice';

/**
 * Who asks, which decides the route (contracts/src/lookups/lookups-api.ts): signed-in staff, a
 * share link's guest (/link/{uuid}) or a public form's guest (/new/{appid}).
 */
export type LookupScope =
  { kind: 'staff' } | { kind: 'link'; uuid: string } | { kind: 'new'; appid: string };

/** The box the map shows, in degrees. */
export interface AreaBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

type Scoped<T> = T & { scope: LookupScope };

/** Lookups are cached per question for the session (spec 2: never ask twice while typing). */
const SESSION_SECONDS = 24 * 60 * 60;

export function lookupsPath(scope: LookupScope, path: string): string {
  if (scope.kind === 'link') return `link/${encodeURIComponent(scope.uuid)}/lookups/${path}`;
  if (scope.kind === 'new') return `new/${encodeURIComponent(scope.appid)}/lookups/${path}`;
  return `lookups/${path}`;
}

const lookupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlaceSuggestions: build.query<PlaceSuggestion[], Scoped<{ q: string }>>({
      query: ({ scope, q }) => ({ url: lookupsPath(scope, 'places'), params: { q } }),
      keepUnusedDataFor: SESSION_SECONDS,
    }),
    getPlace: build.query<PlaceDto, Scoped<{ placeId: string }>>({
      query: ({ scope, placeId }) => lookupsPath(scope, `places/${encodeURIComponent(placeId)}`),
      keepUnusedDataFor: SESSION_SECONDS,
    }),
    getParcelByAddress: build.query<ParcelDto, Scoped<{ address: string }>>({
      query: ({ scope, address }) => ({ url: lookupsPath(scope, 'parcels'), params: { address } }),
      keepUnusedDataFor: SESSION_SECONDS,
    }),
    getParcelsInArea: build.query<ParcelAreaDto, Scoped<{ box: AreaBox }>>({
      query: ({ scope, box }) => ({ url: lookupsPath(scope, 'parcels/area'), params: { ...box } }),
      keepUnusedDataFor: SESSION_SECONDS,
    }),
    getMapConfig: build.query<MapConfigDto, LookupScope>({
      query: (scope) => lookupsPath(scope, 'map'),
      keepUnusedDataFor: SESSION_SECONDS,
    }),
  }),
});

export const {
  useGetPlaceSuggestionsQuery,
  useLazyGetPlaceQuery,
  useLazyGetParcelByAddressQuery,
  useGetParcelsInAreaQuery,
  useGetMapConfigQuery,
} = lookupsApi;
