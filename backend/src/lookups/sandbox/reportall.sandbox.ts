import type { LatLng } from '@job-intake/contracts/lookups/lookups-api';
import type { ParcelRecord } from '@job-intake/contracts/lookups/parcel-record';
import { outlineOfWkt } from '../domain/wkt-outline';
import { REPORTALL_API_VERSION, REPORTALL_PATHS, WGS84_SRID } from '../http/reportall.contract';
import type { SandboxAnswer } from './google-maps.sandbox';
import type { SamplePlace } from './sample-places';
import { boundsOf, contains, namesStreetOf, outlineOf } from './sample-matching';

const DEFAULT_RPP = 10;
const MAX_RPP = 1000;
const POINT = /^POINT\s*\(\s*(-?\d+(?:\.\d+)?)\s+(-?\d+(?:\.\d+)?)\s*\)$/i;

/**
 * ReportAll USA's parcel API (v9) over the sample: `client` and `v=9` checked, parcels by
 * `spatial_intersect` (a WKT point or polygon, si_srid 4326) or by `address`, `rpp` per page.
 */
export function answerReportAll(
  path: string,
  query: URLSearchParams,
  places: readonly SamplePlace[],
  key: string,
): SandboxAnswer | null {
  if (path !== REPORTALL_PATHS.parcels) return null;
  if (query.get('client') !== key) return error(401, 'Invalid client key.');
  if (query.get('v') !== REPORTALL_API_VERSION) return error(400, 'Parameter v must be 9.');
  const rpp = Number(query.get('rpp') ?? DEFAULT_RPP);
  if (!Number.isInteger(rpp) || rpp < 0 || rpp > MAX_RPP) {
    return error(400, `Parameter rpp must be a whole number from 0 to ${MAX_RPP}.`);
  }
  const matching = select(query, places);
  if (typeof matching === 'string') return error(400, matching);
  return {
    status: 200,
    body: { status: 'OK', count: matching.length, page: 1, rpp, results: matching.slice(0, rpp) },
  };
}

function select(query: URLSearchParams, places: readonly SamplePlace[]): ParcelRecord[] | string {
  const parcels = places.filter((place) => place.parcel !== null);
  const records = (chosen: SamplePlace[]) => chosen.map((place) => place.parcel as ParcelRecord);
  const address = query.get('address');
  if (address) return records(parcels.filter((place) => namesStreetOf(address, place)));
  const shape = query.get('spatial_intersect');
  if (!shape) return 'One of spatial_intersect, address or parcel_id is required.';
  if (query.get('si_srid') !== WGS84_SRID) return 'si_srid must be 4326 for these coordinates.';
  const point = POINT.exec(shape);
  if (point) {
    const at: LatLng = { lat: Number(point[2]), lng: Number(point[1]) };
    return records(parcels.filter((place) => contains(outlineOf(place) ?? [], at)));
  }
  const polygon = outlineOfWkt(shape);
  if (!polygon) return 'spatial_intersect must be a WKT POINT or POLYGON.';
  const box = boundsOf(polygon);
  return records(
    parcels.filter((place) => {
      const lot = boundsOf(outlineOf(place) ?? []);
      return (
        lot.south <= box.north &&
        lot.north >= box.south &&
        lot.west <= box.east &&
        lot.east >= box.west
      );
    }),
  );
}

function error(status: number, message: string): SandboxAnswer {
  return { status, body: { status: 'ERROR', message } };
}
