import { CsvError, parse } from 'csv-parse/sync';
import { CUSTOMER_CONTACT_ROLES } from '@job-intake/contracts/job-form/customers';
import {
  CUSTOMER_CSV_COLUMNS,
  CUSTOMER_CSV_MAX_ROWS,
  type CustomerCsvColumn,
  type CustomerUploadRowError,
} from '@job-intake/contracts/job-form/customers-api';
import {
  customerPresetSchema,
  customerProblems,
  type CustomerPresetValues,
} from '@job-intake/contracts/job-form/customer-preset.schema';
import { type CsvRecord, readHeader } from './customer-csv-header';

/**
 * The customer CSV of POST /customerFile, read and checked line by line with no database: a first
 * line naming the columns (CUSTOMER_CSV_COLUMNS, any order), then one preset per line, each
 * checked by the schema POST /customer uses. Every problem names its line and, when it has one,
 * its column; the good lines are returned beside them.
 */

export interface CustomerCsvRow {
  /** Line of the file (the header is line 1). */
  line: number;
  values: CustomerPresetValues;
}

export interface CustomerCsvResult {
  rows: CustomerCsvRow[];
  errors: CustomerUploadRowError[];
}

const NO_CUSTOMERS =
  'The file has no customers: after the line naming the columns, put one customer per line.';

export function parseCustomerCsv(input: Buffer | string): CustomerCsvResult {
  const text = typeof input === 'string' ? input : input.toString('utf8');
  if (text.includes('\u0000')) return fileError(0, 'The file is not a CSV text file.');
  const records = readRecords(text);
  if ('error' in records) return { rows: [], errors: [records.error] };

  const [header, ...body] = records.records;
  if (!header) return fileError(0, NO_CUSTOMERS);
  const columns = readHeader(header);
  if ('error' in columns) return { rows: [], errors: [columns.error] };
  if (body.length === 0) return fileError(0, NO_CUSTOMERS);
  if (body.length > CUSTOMER_CSV_MAX_ROWS) {
    return fileError(
      0,
      `The file has ${body.length} customers; at most ${CUSTOMER_CSV_MAX_ROWS} can be uploaded at once.`,
    );
  }

  const result: CustomerCsvResult = { rows: [], errors: [] };
  for (const { record, info } of body) {
    const line = info.lines;
    if (record.length > columns.length) {
      result.errors.push({
        line,
        reason: `The line has ${record.length} values but the first line names ${columns.length} columns (a comma too many, or a value that needs "quotes").`,
      });
      continue;
    }
    const parsed = customerPresetSchema.safeParse(presetOf(columns, record));
    if (parsed.success) result.rows.push({ line, values: parsed.data });
    else {
      for (const { field, reason } of customerProblems(parsed.error)) {
        const column = CUSTOMER_CSV_COLUMNS.find((name) => name === field);
        result.errors.push(column ? { line, field: column, reason } : { line, reason });
      }
    }
  }
  return result;
}

function readRecords(text: string): { records: CsvRecord[] } | { error: CustomerUploadRowError } {
  try {
    const records = parse(text, {
      bom: true,
      info: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as CsvRecord[];
    return { records };
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const { lines, message } = error as CsvError & { lines?: number };
    return { error: { line: lines ?? 0, reason: `The file is not valid CSV: ${message}` } };
  }
}

/** A line's values by column; contact_role as a number (a role's name or id), '' as missing. */
function presetOf(
  columns: readonly CustomerCsvColumn[],
  record: string[],
): Record<string, unknown> {
  const preset: Record<string, unknown> = {};
  columns.forEach((column, index) => {
    const value = record[index] ?? '';
    preset[column] = column === 'contact_role' ? contactRoleOf(value) : value;
  });
  return preset;
}

function contactRoleOf(value: string): number | undefined {
  if (value === '') return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const role = CUSTOMER_CONTACT_ROLES.find((r) => r.name.toLowerCase() === value.toLowerCase());
  return role?.id ?? Number.NaN;
}

function fileError(line: number, reason: string): CustomerCsvResult {
  return { rows: [], errors: [{ line, reason }] };
}
