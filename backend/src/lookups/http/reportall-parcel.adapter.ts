import type { LatLng, ParcelAreaDto, ParcelDto } from '@job-intake/contracts/lookups/lookups-api';
import type { ParcelRecord } from '@job-intake/contracts/lookups/parcel-record';
import { LookupError } from '../domain/lookup-error';
import type { Box, ParcelPort } from '../domain/parcel.port';
import { toParcelDto } from '../domain/parcel-record.mapper';
import { getServiceJson, type LookupServiceOptions } from './lookup-http-client';
import {
  parcelsAnswerSchema,
  REPORTALL_API_VERSION,
  REPORTALL_PATHS,
  WGS84_SRID,
} from './reportall.contract';

const WHO = 'The parcel service';

/** ReportAll USA's parcel API (or the sandbox speaking it). */
export class ReportAllParcelAdapter implements ParcelPort {
  constructor(private readonly options: LookupServiceOptions) {}

  async byPoint(point: LatLng): Promise<ParcelDto | null> {
    const { records } = await this.parcels(
      { spatial_intersect: `POINT(${point.lng} ${point.lat})`, si_srid: WGS84_SRID, rpp: '1' },
      'the parcel at a point',
    );
    return first(records);
  }

  /** '7700 Mentor Ave, Mentor, OH 44060': the street is the address, the rest its region. */
  async byAddress(address: string): Promise<ParcelDto | null> {
    const [street = '', ...place] = address.split(',');
    const region = place.join(',').trim();
    const { records } = await this.parcels(
      { address: street.trim(), ...(region ? { region } : {}), rpp: '1' },
      'the parcel at an address',
    );
    return first(records);
  }

  async inBox(box: Box, limit: number): Promise<ParcelAreaDto> {
    const { south: s, west: w, north: n, east: e } = box;
    const { records, count } = await this.parcels(
      {
        spatial_intersect: `POLYGON((${w} ${s}, ${e} ${s}, ${e} ${n}, ${w} ${n}, ${w} ${s}))`,
        si_srid: WGS84_SRID,
        rpp: String(limit),
      },
      'the parcels in view',
    );
    const parcels = records.slice(0, limit).flatMap((record) => toParcelDto(record) ?? []);
    return { parcels, truncated: count > parcels.length || records.length > limit };
  }

  private async parcels(
    query: Record<string, string>,
    what: string,
  ): Promise<{ records: ParcelRecord[]; count: number }> {
    const answer = await getServiceJson(
      this.options,
      REPORTALL_PATHS.parcels,
      { client: this.options.apiKey, v: REPORTALL_API_VERSION, ...query },
      parcelsAnswerSchema,
      WHO,
      what,
    );
    if (answer.status === 'ERROR') {
      throw new LookupError('refused', `${WHO} refused ${what}: ${answer.message}`);
    }
    return { records: answer.results, count: answer.count };
  }
}

function first(records: readonly ParcelRecord[]): ParcelDto | null {
  for (const record of records) {
    const parcel = toParcelDto(record);
    if (parcel) return parcel;
  }
  return null;
}
