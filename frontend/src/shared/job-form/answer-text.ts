import { formatCurrency } from '@job-intake/contracts/formatting/currency';
import { formatDate } from '@job-intake/contracts/formatting/dates';
import type { FieldDto } from '@job-intake/contracts/forms/forms-api';
import type { AnswerValue } from '@job-intake/contracts/jobs/job-events';

/** What a stored answer reads as (read-only view and print); empty when unanswered. */
export function answerText(field: FieldDto, value: AnswerValue | undefined): string {
  if (value === null || value === undefined) return '';
  const names = (ids: readonly string[]) =>
    ids.map((id) => field.choices.find((choice) => choice.id === id)?.name ?? id).join(', ');
  switch (field.type) {
    case 'currency':
      return typeof value === 'string' ? formatCurrency(value) : '';
    case 'date':
      return typeof value === 'string' ? formatDate(value) : '';
    case 'choice':
    case 'assoc_choice':
      return typeof value === 'string' && value ? names([value]) : '';
    case 'multi-select':
      return Array.isArray(value) ? names(value) : '';
    default:
      return typeof value === 'string' ? value : '';
  }
}

/** A text answer as an input holds it: the string, or empty for anything else. */
export const textOf = (value: AnswerValue | undefined) => (typeof value === 'string' ? value : '');
