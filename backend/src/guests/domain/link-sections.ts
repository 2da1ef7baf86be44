import type { FormSnapshot } from '@job-intake/contracts/forms/forms-api';
import type { AnswerValue } from '@job-intake/contracts/jobs/job-events';

type Answers = Readonly<Record<string, AnswerValue>>;
type FormSections = Pick<FormSnapshot, 'sections'>;

/**
 * What a guest sees of a job: its pinned form cut to the link's sections (in the form's order)
 * and the answers of those sections' fields only, never another section's.
 */
export function linkForm<TForm extends FormSections>(
  form: TForm,
  sections: readonly string[],
): TForm {
  const shared = new Set(sections);
  return { ...form, sections: form.sections.filter((section) => shared.has(section.id)) };
}

export function linkAnswers(
  form: FormSections,
  answers: Answers,
  sections: readonly string[],
): Record<string, AnswerValue> {
  const fields = new Set(
    linkForm(form, sections).sections.flatMap((section) => section.fields.map((field) => field.id)),
  );
  return Object.fromEntries(Object.entries(answers).filter(([id]) => fields.has(id)));
}
