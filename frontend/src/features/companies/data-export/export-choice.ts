import {
  DATA_EXPORT_STATUSES,
  type DataExportStatus,
} from '@job-intake/contracts/export/data-export-api';
import { todayIso } from '@job-intake/contracts/formatting/dates';

export interface ExportChoice {
  statuses: DataExportStatus[];
  created_from: string;
  created_to: string;
  /** '' for every form. */
  form_id: string;
}

/** Every status, created in the last year up to today. */
export function initialChoice(): ExportChoice {
  const now = new Date();
  const yearAgo = new Date(now.getFullYear() - 1, now.getMonth(), now.getDate());
  return {
    statuses: [...DATA_EXPORT_STATUSES] as DataExportStatus[],
    created_from: todayIso(undefined, yearAgo),
    created_to: todayIso(undefined, now),
    form_id: '',
  };
}

/** What a person can fix before asking: no status, a range that ends before it starts. */
export function exportChoiceProblem(choice: ExportChoice): string | null {
  if (choice.statuses.length === 0) return 'Choose at least one status.';
  if (!choice.created_from || !choice.created_to) return 'Choose both dates.';
  if (choice.created_from > choice.created_to) return 'The start date must not be after the end.';
  return null;
}
