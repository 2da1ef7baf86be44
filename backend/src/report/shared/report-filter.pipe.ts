import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { COMPANY_STATUSES } from '@job-intake/contracts/identity/company-api';
import {
  reportFilterProblems,
  reportFilterSchema,
  type ReportFilter,
} from '@job-intake/contracts/report/report-api';

const day = { type: 'string', format: 'date', example: '2026-01-31' };
const status = {
  type: 'array',
  minItems: 1,
  uniqueItems: true,
  items: { type: 'string', enum: [...COMPANY_STATUSES] },
};

/** The filter as the OpenAPI document describes it (reportFilterSchema decides). */
export const REPORT_FILTER_SCHEMA = {
  type: 'object',
  required: ['start_date', 'end_date', 'status'],
  additionalProperties: false,
  properties: { start_date: day, end_date: day, status },
  description: 'end_date on or after start_date; companies of these statuses',
};

/** The filter in a query string: status repeated (?status=a&status=b) or comma-separated. */
export const REPORT_QUERY_PARAMETERS = [
  { name: 'start_date', in: 'query' as const, required: true, schema: day },
  { name: 'end_date', in: 'query' as const, required: true, schema: day },
  { name: 'status', in: 'query' as const, required: true, schema: status },
];

/** Checks the report's filter with the contracts' schema: a 400 lists each problem by field. */
@Injectable()
export class ReportFilterPipe implements PipeTransform<unknown, ReportFilter> {
  transform(value: unknown): ReportFilter {
    const parsed = reportFilterSchema.safeParse(value);
    if (parsed.success) return parsed.data;
    throw new BadRequestException(reportFilterProblems(parsed.error));
  }
}

/** A query string's filter as a body would hold it (status always a list). */
@Injectable()
export class ReportQueryPipe implements PipeTransform<unknown, unknown> {
  transform(value: unknown): unknown {
    if (typeof value !== 'object' || value === null) return value;
    const { status, ...rest } = value as Record<string, unknown>;
    return {
      ...rest,
      status: typeof status === 'string' ? status.split(',').filter(Boolean) : status,
    };
  }
}
