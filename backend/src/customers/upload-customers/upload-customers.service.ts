import { BadRequestException, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type {
  CustomerUploadErrorResponse,
  CustomerUploadResponse,
  CustomerUploadRowError,
} from '@job-intake/contracts/job-form/customers-api';
import { PRESET_FIELDS, presetParams } from '../shared/customers.table';
import { parseCustomerCsv, type CustomerCsvRow } from './customer-csv';

/**
 * POST /customerFile. The whole file is checked first; a file with any bad line stores nothing and
 * is refused with every problem listed, unless the uploader chose to skip the bad lines: then the
 * good ones are stored (in one transaction) and the bad ones answered as skipped.
 */
@Injectable()
export class UploadCustomersService {
  constructor(private readonly dataSource: DataSource) {}

  async upload(
    companyId: string,
    file: Buffer,
    skipErrors: boolean,
  ): Promise<CustomerUploadResponse> {
    const { rows, errors } = parseCustomerCsv(file);
    if (errors.length > 0 && (!skipErrors || rows.length === 0)) throw refused(errors, rows.length);
    await this.dataSource.transaction(async (db) => {
      for (const chunk of chunks(rows, 100)) await db.query(...insertOf(companyId, chunk));
    });
    return { upload_count: rows.length, skipped: errors };
  }
}

function insertOf(companyId: string, rows: CustomerCsvRow[]): [string, unknown[]] {
  const width = PRESET_FIELDS.length;
  const tuples = rows.map(
    (_, row) =>
      `($1, ${PRESET_FIELDS.map((__, column) => `$${2 + row * width + column}`).join(', ')})`,
  );
  return [
    `INSERT INTO customers (company_id, ${PRESET_FIELDS.join(', ')}) VALUES ${tuples.join(', ')}`,
    [companyId, ...rows.flatMap((row) => presetParams(row.values))],
  ];
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}

function refused(errors: CustomerUploadRowError[], validCount: number): BadRequestException {
  const lines = new Set(errors.map((error) => error.line)).size;
  const [first] = errors;
  const message =
    errors.length === 1 && first && !first.field && first.line <= 1
      ? `The file was not imported: ${first.reason}`
      : `The file was not imported: ${lines} ${lines === 1 ? 'line has' : 'lines have'} problems. Fix ${lines === 1 ? 'it' : 'them'} and upload the file again${validCount > 0 ? ', or skip the lines with problems' : ''}.`;
  const body: CustomerUploadErrorResponse = {
    statusCode: 400,
    message,
    error: 'Bad Request',
    errors,
    valid_count: validCount,
  };
  return new BadRequestException(body);
}
