/**
 * Spec 3: the raw parcel (property) record as the parcel service answers it, in ReportAll USA's
 * parcel API (v9) field names (docs/decisions/0026-address-and-parcel-lookups.md). Counties fill
 * what they have: every part but the parcel id may be missing.
 */
export interface ParcelRecord {
  parcel_id: string;
  addr_number: string | null;
  addr_street_prefix: string | null;
  addr_street_name: string | null;
  addr_street_type: string | null;
  addr_city: string | null;
  state_abbr: string | null;
  addr_zip: string | null;
  county_name: string | null;
  owner: string | null;
  mail_address1: string | null;
  mail_address2: string | null;
  /** 'CITY ST ZIP', read by parseMailingLine3. */
  mail_address3: string | null;
  /** Lot and block of the legal description, where the county's record carries them. */
  lot: string | null;
  block: string | null;
  /** The parcel's outline: WKT POLYGON or MULTIPOLYGON in EPSG:4326 (longitude first). */
  geom_as_wkt: string | null;
  latitude: number | null;
  longitude: number | null;
}
