import type { ServerResponse } from 'node:http';
import { escapeHtml } from '../../shared/escape-html';
import type { SandboxNoticeJob } from './sandbox-imports';

/** The payload's fields the page lists, in this order, when the sandbox still holds them. */
const SHOWN_FIELDS: [string, string][] = [
  ['name', 'Job name'],
  ['reference_no', 'Reference No'],
  ['service', 'Service'],
  ['div_id', 'Location'],
  ['cnt_id', 'Contact'],
  ['first_furnishing', 'First furnishing'],
  ['last_furnishing', 'Last furnishing'],
  ['total_contract_amt', 'Total contract amount'],
  ['total_claim_amt', 'Total claim amount'],
];

/**
 * The sandbox's stand-in for the provider portal's page of a notice job (GET /ols/notice/{directNo},
 * no API key: a browser opens it from the Direct No link). Read-only; every value is escaped.
 * A job filed before a restart keeps only its numbers (the sandbox stores no payload on disk).
 */
export function sendNoticePage(response: ServerResponse, job: SandboxNoticeJob | undefined): void {
  const status = job ? 200 : 404;
  const title = job ? `Notice job ${job.directNo}` : 'No such notice job';
  const body = job
    ? noticeRows(job)
    : '<p>The provider sandbox has no notice job by that number.</p>';
  response.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    'X-Content-Type-Options': 'nosniff',
  });
  response.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:40rem}dt{color:#6c757d}dd{margin:0 0 .5rem}</style>
</head><body><p>Provider sandbox</p><h1>${escapeHtml(title)}</h1>
${body}
</body></html>`);
}

function noticeRows(job: SandboxNoticeJob): string {
  const rows: [string, string][] = [
    ['Direct No', job.directNo],
    ['Job id', job.job_id],
    ...SHOWN_FIELDS.filter(([key]) => isShown(job.payload[key])).map(
      ([key, label]): [string, string] => [label, String(job.payload[key])],
    ),
  ];
  const items = rows.map(
    ([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`,
  );
  return `<dl>${items.join('')}</dl>`;
}

function isShown(value: unknown): boolean {
  return (typeof value === 'string' && value !== '') || typeof value === 'number';
}
