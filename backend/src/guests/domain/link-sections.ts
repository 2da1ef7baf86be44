import type { FormSnapshot } from '@job-intake/contracts/forms/forms-api';
import { associationField, isSectionVisible } from '@job-intake/contracts/job-form/visibility';
import type { AnswerValue } from '@job-intake/contracts/jobs/job-events';

type Answers = Readonly<Record<string, AnswerValue>>;
type FormSections = Pick<FormSnapshot, 'sections'>;

/**
 * What a guest sees of a job: its pinned form cut to the link's sections (in the form's order)
 * and the answers of those sections' fields only, never another section's.
 *
 * A party section's visibility hangs on the association choice ("Who Hired You?"). When that
 * question is in the link, the guest's form shows and hides party sections as they answer it.
 * When it is not, the guest cannot change it: party sections the job's answer hides are left out,
 * as the server would refuse answers to them.
 */
export function linkForm<TForm extends FormSections>(
  form: TForm,
  sections: readonly string[],
  answers: Answers,
): TForm {
  const shared = new Set(sections);
  const guestChoosesRole = associationInLink(form, shared);
  return {
    ...form,
    sections: form.sections.filter(
      (section) =>
        shared.has(section.id) && (guestChoosesRole || isSectionVisible(section, form, answers)),
    ),
  };
}

export function linkAnswers(
  form: FormSections,
  answers: Answers,
  sections: readonly string[],
): Record<string, AnswerValue> {
  const fields = new Set(
    linkForm(form, sections, answers).sections.flatMap((section) =>
      section.fields.map((field) => field.id),
    ),
  );
  return Object.fromEntries(Object.entries(answers).filter(([id]) => fields.has(id)));
}

function associationInLink(form: FormSections, shared: ReadonlySet<string>): boolean {
  const association = associationField(form);
  if (!association) return false;
  return form.sections.some(
    (section) => shared.has(section.id) && section.fields.some((f) => f.id === association.id),
  );
}
