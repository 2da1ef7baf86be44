import { z } from 'zod';
import type { ParcelRecord } from '@job-intake/contracts/lookups/parcel-record';

/**
 * ReportAll USA's parcel REST API, version 9 (docs/decisions/0026): GET /api/parcels with the
 * key as `client=` and `v=9`; by point or box `spatial_intersect=<WKT>&si_srid=4326`, by address
 * `address=<street>&region=<place>`; `rpp` results per page. It answers
 * `{ status: 'OK', count, results: [record] }` or `{ status: 'ERROR', message }`.
 */
export const REPORTALL_PATHS = { parcels: '/api/parcels' } as const;
export const REPORTALL_API_VERSION = '9';
export const WGS84_SRID = '4326';

const field = z
  .union([z.string().max(1000), z.number().transform(String)])
  .nullish()
  .transform((value) => value ?? null);
const coordinate = z
  .union([
    z.number(),
    z
      .string()
      .max(40)
      .regex(/^-?\d+(\.\d+)?$/)
      .transform(Number),
  ])
  .nullish()
  .transform((value) => value ?? null);

const recordSchema: z.ZodType<ParcelRecord, z.ZodTypeDef, unknown> = z.object({
  parcel_id: z.union([z.string().min(1).max(200), z.number().transform(String)]),
  addr_number: field,
  addr_street_prefix: field,
  addr_street_name: field,
  addr_street_type: field,
  addr_city: field,
  state_abbr: field,
  addr_zip: field,
  county_name: field,
  owner: field,
  mail_address1: field,
  mail_address2: field,
  mail_address3: field,
  lot: field,
  block: field,
  // A county outline can be long; a parcel's is not longer than this.
  geom_as_wkt: z
    .string()
    .max(200_000)
    .nullish()
    .transform((value) => value ?? null),
  latitude: coordinate,
  longitude: coordinate,
});

export const parcelsAnswerSchema = z.union([
  z.object({
    status: z.literal('OK'),
    count: z.coerce.number().int().min(0),
    results: z.array(recordSchema).max(10_000),
  }),
  z.object({ status: z.literal('ERROR'), message: z.string().max(2000) }),
]);

export type ParcelsAnswer = z.infer<typeof parcelsAnswerSchema>;
