import {
  CUSTOMER_CSV_COLUMNS,
  CUSTOMER_CSV_REQUIRED_COLUMNS,
  type CustomerCsvColumn,
  type CustomerUploadRowError,
} from '@job-intake/contracts/job-form/customers-api';

/** One line of the file as csv-parse gives it, with the file's line number. */
export interface CsvRecord {
  record: string[];
  info: { lines: number };
}

const HEADER_ALIASES: Record<string, CustomerCsvColumn> = {
  role: 'contact_role',
  contact_role_id: 'contact_role',
  role_description: 'role_desc',
  address2: 'address_2',
  e_mail: 'email',
  zip_code: 'zip',
};

const COLUMN_LIST = `The columns are: ${CUSTOMER_CSV_COLUMNS.join(', ')} (contact_role is required: a role number or name).`;

/**
 * The columns the first line names, in its order (any case and spacing, a few aliases), or why
 * the line cannot be the header: an unknown or repeated column, or contact_role missing.
 */
export function readHeader({
  record,
  info,
}: CsvRecord): CustomerCsvColumn[] | { error: CustomerUploadRowError } {
  const line = info.lines;
  const columns: CustomerCsvColumn[] = [];
  const unknown: string[] = [];
  for (const cell of record) {
    const key = cell.toLowerCase().replace(/[\s-]+/g, '_');
    const column = HEADER_ALIASES[key] ?? CUSTOMER_CSV_COLUMNS.find((name) => name === key);
    if (!column) unknown.push(`'${cell}'`);
    else if (columns.includes(column)) {
      return { error: { line, reason: `The column '${column}' is named twice. ${COLUMN_LIST}` } };
    } else columns.push(column);
  }
  if (unknown.length > 0) {
    const names = unknown.join(', ');
    return {
      error: {
        line,
        reason: `Unknown column${unknown.length > 1 ? 's' : ''} ${names}. ${COLUMN_LIST}`,
      },
    };
  }
  const missing = CUSTOMER_CSV_REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    return {
      error: {
        line,
        reason: `The first line must name the columns; missing: ${missing.join(', ')}. ${COLUMN_LIST}`,
      },
    };
  }
  return columns;
}
