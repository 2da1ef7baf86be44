/**
 * What an answer may be, field type by field type (spec section 5), checked by the job form
 * before it saves and enforced again by the server on every save. Answers are keyed by field id;
 * a value is normalised on the way in (amounts to two decimals, dates to YYYY-MM-DD).
 *
 * | type                                   | answer                                                    |
 * |----------------------------------------|-----------------------------------------------------------|
 * | text, mapped, hidden                   | a string                                                  |
 * | email, phone, alpha, alphanum, number  | a string matching its pattern (patterns.ts), or ''        |
 * | currency                               | an amount ('1234.50'; '$1,234.5' is read too), or ''      |
 * | date                                   | YYYY-MM-DD (MM/DD/YYYY is read too), '0000-00-00', or ''  |
 * | choice, assoc_choice                   | the id of one of its choices, or ''                       |
 * | multi-select                           | a list of ids of its choices                              |
 * | address, address_plus                  | an object of its parts; 'None'/'Unknown' when optional    |
 * | instructions                           | nothing (static text)                                     |
 *
 * null clears any answer. Dates later than today are refused unless the field allows future dates.
 */
import type { AnswerValue } from '../jobs/job-events';
import type { FieldDto, FormConfig, FormSnapshot, SectionDto } from '../forms/forms-api';
import { parseCurrencyAmount } from '../formatting/currency';
import { parseDateAnswer } from '../formatting/dates';
import {
  ADDRESS_NONE,
  ADDRESS_PART_LABELS,
  ADDRESS_PART_MAX_LENGTH,
  ADDRESS_UNKNOWN,
  addressPartsOf,
  hasAddressOptions,
  isAddressObject,
  isAddressType,
  type AddressPart,
  type AddressValue,
} from './address';
import {
  ALPHANUM_PATTERN,
  ALPHA_PATTERN,
  NUMBER_PATTERN,
  PHONE_MAX_LENGTH,
  PHONE_MIN_LENGTH,
  PHONE_PATTERN,
  isEmail,
} from './patterns';
import { isStateCode } from './us-states';
import { hiddenSectionIds } from './visibility';

export const TEXT_ANSWER_MAX_LENGTH = 10000;
/** At most this many answers in one save. */
export const MAX_ANSWERS_PER_SAVE = 1000;

export type AnswerCheck = { ok: true; value: AnswerValue } | { ok: false; message: string };

export interface AnswerProblem {
  /** The field id (or the key that was sent). */
  field: string;
  message: string;
}

/** How a message names a field: its title, else the start of its text, else its id. */
export function fieldLabel(field: Pick<FieldDto, 'id' | 'title' | 'description'>): string {
  const title = field.title.trim() || field.description.trim().slice(0, 40);
  return title ? `"${title}"` : `field ${field.id}`;
}

interface CheckOptions {
  /** Today as YYYY-MM-DD: later dates are refused unless the field allows future dates. */
  today?: string;
}

const ok = (value: AnswerValue): AnswerCheck => ({ ok: true, value });
const bad = (field: FieldDto, rule: string): AnswerCheck => ({
  ok: false,
  message: `${fieldLabel(field)} ${rule}`,
});

function checkPattern(field: FieldDto, value: string, pattern: RegExp, rule: string): AnswerCheck {
  const text = value.trim();
  return text === '' || pattern.test(text) ? ok(text) : bad(field, rule);
}

/** Checks one answer against its field; the value to store, or why it is refused. */
export function checkAnswer(
  field: FieldDto,
  value: unknown,
  config: Pick<FormConfig, 'allow_none'>,
  options: CheckOptions = {},
): AnswerCheck {
  if (field.type === 'instructions') return bad(field, 'is static text and takes no answer');
  if (value === null) return ok(null);
  if (isAddressType(field.type)) return checkAddress(field, value, config);
  if (field.type === 'multi-select') return checkMultiSelect(field, value);
  if (typeof value !== 'string') return bad(field, 'must be text');
  if (value.length > TEXT_ANSWER_MAX_LENGTH) {
    return bad(field, `must be at most ${TEXT_ANSWER_MAX_LENGTH} characters`);
  }
  switch (field.type) {
    case 'text':
    case 'mapped':
    case 'hidden':
      return ok(value);
    case 'email':
      return value.trim() === '' || isEmail(value)
        ? ok(value.trim())
        : bad(field, 'must be an e-mail address like name@example.com');
    case 'phone': {
      const text = value.trim();
      if (text === '') return ok('');
      if (text.length < PHONE_MIN_LENGTH || text.length > PHONE_MAX_LENGTH) {
        return bad(field, `must be ${PHONE_MIN_LENGTH} to ${PHONE_MAX_LENGTH} characters long`);
      }
      return checkPattern(
        field,
        text,
        PHONE_PATTERN,
        'must be a 10-digit phone number like 555-123-4567, (555)123-4567 or 555.123.4567',
      );
    }
    case 'alpha':
      return checkPattern(field, value, ALPHA_PATTERN, 'must be a single letter');
    case 'alphanum':
      return checkPattern(field, value, ALPHANUM_PATTERN, 'must be a single letter or digit');
    case 'number':
      return checkPattern(field, value, NUMBER_PATTERN, 'must be a number with at most 2 decimals');
    case 'currency': {
      const amount = parseCurrencyAmount(value);
      return amount === null
        ? bad(field, 'must be a dollar amount with at most 2 decimals, like 1234.50')
        : ok(amount);
    }
    case 'date': {
      const date = parseDateAnswer(value);
      if (date === null) return bad(field, 'must be a date as MM/DD/YYYY');
      if (
        date &&
        options.today &&
        !field.style.futureDates &&
        date !== '0000-00-00' &&
        date > options.today
      ) {
        return bad(field, 'cannot be a future date');
      }
      return ok(date);
    }
    case 'choice':
    case 'assoc_choice':
      return value === '' || field.choices.some((choice) => choice.id === value)
        ? ok(value)
        : bad(field, `has no choice "${value}"`);
    default:
      return bad(field, `has an unknown field type "${String(field.type)}"`);
  }
}

function checkMultiSelect(field: FieldDto, value: unknown): AnswerCheck {
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    return bad(field, 'must be a list of choices');
  }
  const unknown = value.find((item) => !field.choices.some((choice) => choice.id === item));
  if (unknown !== undefined) return bad(field, `has no choice "${String(unknown)}"`);
  return ok([...new Set(value as string[])]);
}

function checkAddress(
  field: FieldDto,
  value: unknown,
  config: Pick<FormConfig, 'allow_none'>,
): AnswerCheck {
  if (value === ADDRESS_NONE || value === ADDRESS_UNKNOWN) {
    return hasAddressOptions(field, config) ? ok(value) : bad(field, `cannot be "${value}"`);
  }
  if (!isAddressObject(value)) return bad(field, 'must be an address');
  const allowed = new Set<string>(addressPartsOf(field));
  const address: AddressValue = {};
  for (const [part, text] of Object.entries(value)) {
    if (!allowed.has(part)) return bad(field, `has no address part "${part}"`);
    const label = ADDRESS_PART_LABELS[part as AddressPart];
    if (typeof text !== 'string') return bad(field, `${label} must be text`);
    if (text.length > ADDRESS_PART_MAX_LENGTH) {
      return bad(field, `${label} must be at most ${ADDRESS_PART_MAX_LENGTH} characters`);
    }
    const trimmed = text.trim();
    if (part === 'state' && trimmed !== '' && !isStateCode(trimmed)) {
      return bad(field, `${label} must be a state code like OH`);
    }
    if (part === 'email' && trimmed !== '' && !isEmail(trimmed)) {
      return bad(field, `${label} must be an e-mail address like name@example.com`);
    }
    if (trimmed !== '') address[part as AddressPart] = trimmed;
  }
  return ok(address as Record<string, string>);
}

/** Every field of a form by id, with the section it sits in. */
export function fieldsById(
  form: Pick<FormSnapshot, 'sections'>,
): Map<string, { field: FieldDto; section: SectionDto }> {
  const map = new Map<string, { field: FieldDto; section: SectionDto }>();
  for (const section of form.sections) {
    for (const field of section.fields) map.set(field.id, { field, section });
  }
  return map;
}

export interface CheckedAnswers {
  /** The normalised answers, when there is no problem. */
  answers: Record<string, AnswerValue>;
  problems: AnswerProblem[];
}

/**
 * Checks answers sent for a job against the job's (pinned) form: every key must be a field of
 * that form, every value right for its type, and no field may sit in a section that is hidden
 * once these answers are applied to the saved ones.
 */
export function checkAnswers(
  form: Pick<FormSnapshot, 'sections' | 'config'>,
  saved: Readonly<Record<string, AnswerValue>>,
  sent: Readonly<Record<string, unknown>>,
  options: CheckOptions = {},
): CheckedAnswers {
  const fields = fieldsById(form);
  const answers: Record<string, AnswerValue> = {};
  const problems: AnswerProblem[] = [];
  for (const [id, value] of Object.entries(sent)) {
    const entry = fields.get(id);
    if (!entry) {
      problems.push({ field: id, message: `"${id}" is not a field of this job's form` });
      continue;
    }
    const check = checkAnswer(entry.field, value, form.config, options);
    if (check.ok) answers[id] = check.value;
    else problems.push({ field: id, message: check.message });
  }
  if (problems.length === 0) {
    const hidden = hiddenSectionIds(form, { ...saved, ...answers });
    for (const id of Object.keys(answers)) {
      const { field, section } = fields.get(id) as { field: FieldDto; section: SectionDto };
      if (hidden.has(section.id)) {
        problems.push({
          field: id,
          message: `${fieldLabel(field)} is in the section "${section.title}", which the association choice hides`,
        });
      }
    }
  }
  return { answers: problems.length ? {} : answers, problems };
}
