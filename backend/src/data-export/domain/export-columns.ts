import type { FormSnapshot } from '@job-intake/contracts/forms/forms-api';
import type { AnswerValue } from '@job-intake/contracts/jobs/job-events';
import { JOB_SETTINGS_LABELS } from '@job-intake/contracts/jobs/job-settings';
import { neutraliseCell } from '../../shared/neutralise-cell';

/** One job as the export reads it from the job list. */
export interface ExportJobRow {
  readonly id: string;
  readonly status: string;
  readonly created_at: Date | string;
  readonly location_desc: string | null;
  readonly answer_data: Readonly<Record<string, AnswerValue>>;
  readonly [setting: string]: unknown;
}

export interface ExportColumn {
  readonly header: string;
  readonly cell: (job: ExportJobRow) => string;
}

/** Fields that ask nothing: they never hold an answer. */
const WITHOUT_ANSWER = new Set(['instructions']);

const JOB_COLUMNS: readonly ExportColumn[] = [
  { header: 'Job ID', cell: (job) => job.id },
  { header: 'Status', cell: (job) => job.status },
  { header: 'Created', cell: (job) => new Date(job.created_at).toISOString() },
  ...Object.entries(JOB_SETTINGS_LABELS).map(([setting, header]) => ({
    header,
    cell: (job: ExportJobRow) =>
      setting === 'location' && job.location_desc ? job.location_desc : text(job[setting]),
  })),
];

/**
 * The CSV's columns: the job and its settings, then one per answerable field of the forms the
 * exported jobs were answered on, in form, section and field order. A field keeps one column
 * across the versions of its form (its id does not change); a label that two fields share gets
 * " (2)", " (3)"… so that every header names one column. Every header and cell is neutralised.
 */
export function exportColumns(forms: readonly FormSnapshot[]): ExportColumn[] {
  const headers = new Set(JOB_COLUMNS.map((column) => column.header));
  const fieldIds = new Set<string>();
  const fieldColumns: ExportColumn[] = [];
  for (const field of forms.flatMap(answerableFields)) {
    if (fieldIds.has(field.id)) continue;
    fieldIds.add(field.id);
    // A field's title is any form builder's text: its header is neutralised like a cell.
    const header = uniqueHeader(neutraliseCell(field.title.trim() || 'Untitled field'), headers);
    fieldColumns.push({ header, cell: (job) => answerText(job.answer_data[field.id]) });
  }
  return [...JOB_COLUMNS, ...fieldColumns].map(({ header, cell }) => ({
    header,
    cell: (job) => neutraliseCell(cell(job)),
  }));
}

function answerableFields(form: FormSnapshot) {
  return [...form.sections]
    .sort((a, b) => a.order - b.order)
    .flatMap((section) => [...section.fields].sort((a, b) => a.order - b.order))
    .filter((field) => !WITHOUT_ANSWER.has(field.type));
}

function uniqueHeader(label: string, taken: Set<string>): string {
  let header = label;
  for (let n = 2; taken.has(header); n += 1) header = `${label} (${n})`;
  taken.add(header);
  return header;
}

/** A list joined by "; ", an address or other parts as "part: value; …". */
function answerText(value: AnswerValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.join('; ');
  return Object.entries(value)
    .filter(([, part]) => part !== '')
    .map(([key, part]) => `${key}: ${part}`)
    .join('; ');
}

function text(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}
