/**
 * The data export (spec sections 2 and 7): the Data Export tab posts a plain HTML form to
 * DATA_EXPORT_PATH, carrying the session token in a field, and the browser saves the CSV the
 * answer streams. docs/decisions/0027-data-export.md.
 */
export const DATA_EXPORT_PATH = '/api/v1/data/export';

/** The job statuses a person can export (deleted jobs never leave). */
export const DATA_EXPORT_STATUSES = ['open', 'pending', 'submitted', 'archived'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** The form's field names. Statuses repeat: one `statuses[]` field per checked box. */
export const DATA_EXPORT_FIELDS = {
  token: 'token',
  statuses: 'statuses[]',
  createdFrom: 'created_from',
  createdTo: 'created_to',
  formId: 'form_id',
  companyId: 'company_id',
  downloadId: 'download_id',
} as const;

/** What the form carries, as the tab fills it (dates YYYY-MM-DD, both ends included). */
export interface DataExportRequest {
  statuses: DataExportStatus[];
  created_from: string;
  created_to: string;
  form_id?: string;
  /** Super admins only: export this company's jobs. */
  company_id?: string;
  /** Names the cookie the answer sets once the CSV starts streaming (the tab's progress). */
  download_id?: string;
}

/** The cookie that tells the tab its download started: `<prefix><download_id>=1`. */
export const DATA_EXPORT_STARTED_COOKIE_PREFIX = 'data_export_started_';

export const DOWNLOAD_ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/;

/** The file's name, dated by the day the export ran (UTC). */
export function dataExportFileName(at: Date): string {
  return `jobs-export-${at.toISOString().slice(0, 10)}.csv`;
}
