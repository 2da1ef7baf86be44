/**
 * An in-memory fake of the admin report API (contracts/src/report/report-api.ts): POST /report
 * answers the seeded companies of the chosen statuses, checked by the contracts' schema as the
 * server checks it; POST /report/xlsx answers a file named as the server names it. Records the
 * bodies the app sent.
 */
import {
  REPORT_PATH,
  REPORT_XLSX_PATH,
  reportFileName,
  reportFilterProblems,
  reportFilterSchema,
  type ReportRowDto,
} from '@job-intake/contracts/report/report-api';
import { http, HttpResponse } from 'msw';
import { apiUrl } from './api-url';

export const REPORT_ROWS: ReportRowDto[] = [
  {
    company_id: 'c-acme',
    name: 'Acme Builders',
    status: 'active',
    jobs: { open: 1200, pending: 34, submitted: 980, archived: 15 },
    jobs_created: 212,
    users: 12,
    forms: 4,
    last_activity: '2026-11-20T15:04:00.000Z',
  },
  {
    company_id: 'c-beta',
    name: 'Beta Paving',
    status: 'beta',
    jobs: { open: 3, pending: 1, submitted: 0, archived: 0 },
    jobs_created: 4,
    users: 2,
    forms: 1,
    last_activity: null,
  },
  {
    company_id: 'c-hold',
    name: 'Zeta Roofing',
    status: 'hold',
    jobs: { open: 7, pending: 0, submitted: 2, archived: 1 },
    jobs_created: 0,
    users: 4,
    forms: 2,
    last_activity: '2026-01-02T10:00:00.000Z',
  },
];

/** The bodies of the report calls, in order. */
export const reportRequests: { path: string; body: unknown; authorization: string | null }[] = [];

async function read(request: Request) {
  const body: unknown = await request.json();
  reportRequests.push({
    path: new URL(request.url).pathname,
    body,
    authorization: request.headers.get('Authorization'),
  });
  return reportFilterSchema.safeParse(body);
}

const refused = (messages: string[]) =>
  HttpResponse.json({ statusCode: 400, message: messages, error: 'Bad Request' }, { status: 400 });

export const reportHandlers = [
  http.post(apiUrl(`/${REPORT_PATH}`), async ({ request }) => {
    const parsed = await read(request);
    if (!parsed.success) return refused(reportFilterProblems(parsed.error));
    const companies = REPORT_ROWS.filter((row) => parsed.data.status.includes(row.status));
    return HttpResponse.json({ filter: parsed.data, companies });
  }),
  http.post(apiUrl(`/${REPORT_XLSX_PATH}`), async ({ request }) => {
    const parsed = await read(request);
    if (!parsed.success) return refused(reportFilterProblems(parsed.error));
    return new HttpResponse('xlsx bytes', {
      headers: {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': `attachment; filename="${reportFileName(new Date('2026-11-26T12:00:00Z'))}"`,
      },
    });
  }),
];
