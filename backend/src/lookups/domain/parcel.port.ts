import type { LatLng, ParcelAreaDto, ParcelDto } from '@job-intake/contracts/lookups/lookups-api';

export interface Box {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** The parcel data service (spec 7): the parcel at a point or an address, the parcels in a box. */
export interface ParcelPort {
  byPoint(point: LatLng): Promise<ParcelDto | null>;
  byAddress(address: string): Promise<ParcelDto | null>;
  inBox(box: Box, limit: number): Promise<ParcelAreaDto>;
}

export const PARCEL_PORT = Symbol('PARCEL_PORT');
