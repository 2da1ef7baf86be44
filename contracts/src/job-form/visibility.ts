/**
 * Which sections of a job form are shown (spec section 4, "Section visibility"). Party sections
 * (type_id 3 to 8) depend on the answer to the association choice (the assoc_choice field,
 * type_id 25): a party section is shown when the chosen role's value is at least its type_id, or,
 * when the chosen choice has the 'extra' flag, strictly greater than it. Other sections are
 * always shown.
 */
import type { AnswerValue } from '../jobs/job-events';
import {
  PARTY_SECTION_TYPE_IDS,
  type Choice,
  type FieldDto,
  type FormSnapshot,
  type SectionDto,
} from '../forms/forms-api';

type Answers = Readonly<Record<string, AnswerValue | undefined>>;
type FormSections = Pick<FormSnapshot, 'sections'>;

/**
 * The association choice's value 3 selects the customer address path: the customer is the
 * General Contractor, so the contractor's address is the customer's (and the General Contractor
 * party section, type_id 4, stays hidden under the rule above).
 */
export const CUSTOMER_ADDRESS_PATH_CHOICE = '3';

export function isPartySection(section: Pick<SectionDto, 'type_id'>): boolean {
  return (
    section.type_id !== null &&
    (PARTY_SECTION_TYPE_IDS as readonly number[]).includes(section.type_id)
  );
}

/** The form's association choice: its first assoc_choice field. */
export function associationField(form: FormSections): FieldDto | undefined {
  for (const section of form.sections) {
    const field = section.fields.find((candidate) => candidate.type === 'assoc_choice');
    if (field) return field;
  }
  return undefined;
}

/** The choice the answers pick in the association field, if any. */
export function chosenAssociation(form: FormSections, answers: Answers): Choice | undefined {
  const field = associationField(form);
  if (!field) return undefined;
  const value = answers[field.id];
  return typeof value === 'string'
    ? field.choices.find((choice) => choice.id === value)
    : undefined;
}

/** The visibility rule for one party section and a chosen role (undefined: none chosen). */
export function isPartySectionShown(typeId: number, chosen: Choice | undefined): boolean {
  if (!chosen) return false;
  const role = Number(chosen.id);
  if (!Number.isFinite(role) || chosen.id.trim() === '') return false;
  return chosen.extra ? role > typeId : role >= typeId;
}

/**
 * Whether a section is shown. A form without an association choice shows its party sections
 * (nothing could ever reveal them otherwise).
 */
export function isSectionVisible(
  section: Pick<SectionDto, 'type_id'>,
  form: FormSections,
  answers: Answers,
): boolean {
  if (!isPartySection(section)) return true;
  if (!associationField(form)) return true;
  return isPartySectionShown(section.type_id as number, chosenAssociation(form, answers));
}

export function visibleSections<TForm extends FormSections>(
  form: TForm,
  answers: Answers,
): TForm['sections'] {
  return form.sections.filter((section) => isSectionVisible(section, form, answers));
}

/** The ids of the sections the answers hide. */
export function hiddenSectionIds(form: FormSections, answers: Answers): Set<string> {
  return new Set(
    form.sections
      .filter((section) => !isSectionVisible(section, form, answers))
      .map((section) => section.id),
  );
}

/** Whether the association answer selects the customer address path (value 3). */
export function isCustomerAddressPath(form: FormSections, answers: Answers): boolean {
  return chosenAssociation(form, answers)?.id === CUSTOMER_ADDRESS_PATH_CHOICE;
}
