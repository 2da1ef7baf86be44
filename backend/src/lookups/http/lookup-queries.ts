import { BadRequestException } from '@nestjs/common';
import { PARCEL_AREA_MAX_DEGREES, type LatLng } from '@job-intake/contracts/lookups/lookups-api';
import type { Box } from '../domain/parcel.port';
import type { AreaQueryDto, ParcelQueryDto } from './lookup-queries.request.dto';

/** An address or a point, not both and not neither. */
export function parcelTarget(query: ParcelQueryDto): { address: string } | { point: LatLng } {
  const hasPoint = query.lat !== undefined || query.lng !== undefined;
  if (query.address !== undefined && hasPoint) {
    throw new BadRequestException(['address or lat and lng: give one, not both']);
  }
  if (query.address !== undefined) return { address: query.address };
  if (query.lat === undefined) throw new BadRequestException(['lat is required (or address)']);
  if (query.lng === undefined) throw new BadRequestException(['lng is required (or address)']);
  return { point: { lat: query.lat, lng: query.lng } };
}

/** Floating point: 41.60 - 41.55 is 0.0500000000000007. */
const ROUNDING = 1e-9;

/** South below north, west left of east, and no side longer than PARCEL_AREA_MAX_DEGREES. */
export function checkedBox(query: AreaQueryDto): Box {
  const problems = [
    query.north <= query.south ? 'north must be greater than south' : null,
    query.east <= query.west ? 'east must be greater than west' : null,
    query.north - query.south > PARCEL_AREA_MAX_DEGREES + ROUNDING
      ? `north - south must be at most ${PARCEL_AREA_MAX_DEGREES} degrees (zoom in)`
      : null,
    query.east - query.west > PARCEL_AREA_MAX_DEGREES + ROUNDING
      ? `east - west must be at most ${PARCEL_AREA_MAX_DEGREES} degrees (zoom in)`
      : null,
  ].filter((problem): problem is string => problem !== null);
  if (problems.length) throw new BadRequestException(problems);
  return { south: query.south, west: query.west, north: query.north, east: query.east };
}
