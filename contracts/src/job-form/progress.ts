/**
 * Progress of a job form (spec sections 2 and 3: progress percent and 'N required field(s)
 * remaining'). ONE function, used by the form's footer and badges, by the server on every answer
 * save (it never takes the client's figure) and stored in the AnswersSaved event that the job
 * lists read.
 */
import type { AnswerValue, JobProgress } from '../jobs/job-events';
import type { FieldDto, FormSnapshot } from '../forms/forms-api';
import { isAddressAnswered, isAddressType } from './address';
import { visibleSections } from './visibility';

type Answers = Readonly<Record<string, AnswerValue | undefined>>;

/** Fields nobody can fill in the form: static text and hidden values. */
export function isAnswerable(field: Pick<FieldDto, 'type'>): boolean {
  return field.type !== 'instructions' && field.type !== 'hidden';
}

/** The fields that count: required and answerable. */
export function countsForProgress(field: Pick<FieldDto, 'type' | 'required'>): boolean {
  return field.required && isAnswerable(field);
}

/** Whether a value fills a field (what turns its 'Required' badge into a check). */
export function isAnswered(
  field: Pick<FieldDto, 'type' | 'type_id' | 'style'>,
  value: AnswerValue | undefined,
): boolean {
  if (value === null || value === undefined) return false;
  if (isAddressType(field.type)) return isAddressAnswered(field, value);
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'string') return value.trim() !== '';
  return false;
}

/**
 * The required fields of the visible sections (hidden sections do not count), how many are still
 * empty, and the percent filled — rounded down, so 100 means every one is filled. A form without
 * required fields is 100% done.
 */
export function computeProgress(
  form: Pick<FormSnapshot, 'sections'>,
  answers: Answers,
): JobProgress {
  let required = 0;
  let filled = 0;
  for (const section of visibleSections(form, answers)) {
    for (const field of section.fields) {
      if (!countsForProgress(field)) continue;
      required += 1;
      if (isAnswered(field, answers[field.id])) filled += 1;
    }
  }
  const percent = required === 0 ? 100 : Math.floor((filled * 100) / required);
  return { percent, remaining: required - filled };
}
