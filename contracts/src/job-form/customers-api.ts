/**
 * The customer presets' API (spec section 7), every call scoped to the caller's company or, for a
 * super admin, to the company named by `company_id`:
 * - GET /customers?page=&size=&sort=&dir=&q= (permission projects): one page of the presets; q is
 *   a preset id (digits) or words found in company, name, city, state, zip, county, e-mail or role.
 *   The job form's auto-fill reads the first CUSTOMER_AUTOFILL_SIZE of them.
 * - POST /customer, PATCH /customer/{id}, DELETE /customer/{id} (permission company): the body is
 *   a CustomerPresetRequest; another company's preset is 404.
 * - POST /customerFile?skip_errors= (permission super, multipart: file): a CSV of presets. A file
 *   with any bad line stores nothing and is answered 400 with every bad line
 *   (CustomerUploadErrorResponse) unless skip_errors is 'true': then the good lines are stored and
 *   the bad ones reported as skipped.
 */
import type { PageInfo, PageQuery, PageSize } from '../paging';
import type { CompanyScopeQuery } from '../identity/users-api';
import type { CustomerPresetDto } from './customers';

export const CUSTOMER_SORTS = ['id', 'company', 'name', 'role', 'city', 'state'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];
export const DEFAULT_CUSTOMER_SORT = { sort: 'company', dir: 'asc' } as const;

/** How many presets the job form's auto-fill loads (one page of the largest size). */
export const CUSTOMER_AUTOFILL_SIZE: PageSize = 1000;

export interface CustomerListQuery extends CompanyScopeQuery, PageQuery<CustomerSort> {
  q?: string;
}

/** One page of the presets; `total` counts every match. */
export interface CustomerListResponse extends PageInfo<CustomerSort> {
  customers: CustomerPresetDto[];
  total: number;
}

export const CUSTOMER_NOT_FOUND = 'Customer not found';

// ---------------------------------------------------------------------------------------------
// CSV upload (POST /customerFile)

/** The fields of a preset besides its id: its row's columns, the CSV's columns, the form's. */
export const CUSTOMER_PRESET_FIELDS = [
  'contact_role',
  'role_desc',
  'company',
  'name',
  'phone',
  'address',
  'address_2',
  'city',
  'state',
  'zip',
  'county',
  'email',
] as const;
/** The columns a customer CSV may have; the first line names them, in any order. */
export const CUSTOMER_CSV_COLUMNS = CUSTOMER_PRESET_FIELDS;
export type CustomerCsvColumn = (typeof CUSTOMER_CSV_COLUMNS)[number];
export const CUSTOMER_CSV_REQUIRED_COLUMNS: readonly CustomerCsvColumn[] = ['contact_role'];
export const CUSTOMER_CSV_MAX_ROWS = 1000;
export const CUSTOMER_CSV_MAX_BYTES = 1024 * 1024;
export const CUSTOMER_CSV_EXAMPLE = [
  'contact_role,company,name,phone,address,address_2,city,state,zip,county,email',
  'Owner,Riverside Mall Holdings LLC,Marcus Bell,614-555-0188,250 W Broad St,,Columbus,OH,43215,Franklin,mbell@example.com',
  '3,Lakeshore General Contractors,Dana Whitfield,216-555-0142,1800 Lakeside Ave E,Suite 400,Cleveland,OH,44114,Cuyahoga,dana@example.com',
].join('\n');

/** One reason a line was refused. Line 0 means the file as a whole. */
export interface CustomerUploadRowError {
  line: number;
  field?: CustomerCsvColumn;
  reason: string;
}

/** Answer of a stored file: how many presets were added and the lines skipped (skip_errors). */
export interface CustomerUploadResponse {
  upload_count: number;
  skipped: CustomerUploadRowError[];
}

/**
 * A file with bad lines and no skip_errors: nothing is stored. valid_count says how many lines
 * would be stored by uploading it again with skip_errors (0: the file cannot be used at all).
 */
export interface CustomerUploadErrorResponse {
  statusCode: 400;
  message: string;
  error: string;
  errors: CustomerUploadRowError[];
  valid_count: number;
}
