/**
 * Property-based cases (fast-check) for the currency, date and pattern rules. The same list runs
 * in the contracts' jest suite and in the frontend's vitest suite, so both sides prove the very
 * functions they share. Test support only: nothing in the app imports this file.
 */
import fc from 'fast-check';
import type { FieldDto } from '../forms/forms-api';
import {
  amountToCurrencyInput,
  currencyInputToAmount,
  formatCurrency,
  padCurrencyInput,
  parseCurrencyAmount,
  sanitizeCurrencyInput,
} from '../formatting/currency';
import { dateToInput, formatDate, parseDateAnswer, parseDateInput } from '../formatting/dates';
import { checkAnswer } from './answers';
import {
  ALPHANUM_PATTERN,
  ALPHA_PATTERN,
  EMAIL_PATTERN,
  NUMBER_PATTERN,
  isPhone,
} from './patterns';

export interface RuleProperty {
  name: string;
  property: fc.IPropertyWithHooks<unknown[]> | fc.IProperty<unknown[]>;
}

const TYPING_SHAPE = /^(\d{1,3}(,\d{3})*)?(\.\d{0,2})?$/;
const PADDED_SHAPE = /^\d{1,3}(,\d{3})*\.\d{2}$/;
const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** What a user may type into a currency box: digits, dots, commas, $, letters, spaces. */
const typed = fc.stringOf(fc.constantFrom(...'0123456789.,$ -abcXYZ'.split('')), { maxLength: 24 });
/** A stored amount under a trillion dollars. */
const amount = fc
  .tuple(fc.bigInt({ min: 0n, max: 999_999_999_999n }), fc.integer({ min: 0, max: 99 }))
  .map(([dollars, cents]) => `${dollars}.${String(cents).padStart(2, '0')}`);
/** A calendar date between the years 1000 and 9999. */
const calendarDate = fc
  .date({
    min: new Date('1000-01-01T00:00:00Z'),
    max: new Date('9999-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));
const digits = (min: number, max: number) =>
  fc.stringOf(fc.constantFrom(...'0123456789'.split('')), { minLength: min, maxLength: max });

const field = (type: FieldDto['type'], style: FieldDto['style'] = {}): FieldDto => ({
  id: `f-${type}`,
  type,
  type_id: null,
  title: type,
  description: '',
  required: false,
  add_to_notes: false,
  order: 0,
  section_id: 's',
  choices: [],
  style,
  field_configs: {},
  mapped_type: null,
});
const config = { allow_none: false };

export const RULE_PROPERTIES: readonly RuleProperty[] = [
  // ---- currency input
  {
    name: 'currency: typing is idempotent and keeps only digits, commas and one dot with ≤ 2 decimals',
    property: fc.property(typed, (raw) => {
      const shown = sanitizeCurrencyInput(raw);
      return sanitizeCurrencyInput(shown) === shown && TYPING_SHAPE.test(shown);
    }),
  },
  {
    name: 'currency: typing keeps the digits typed before the first dot (less leading zeros)',
    property: fc.property(typed, (raw) => {
      const beforeDot = raw
        .split('.')[0]!
        .replace(/\D/g, '')
        .replace(/^0+(?=\d)/, '');
      return sanitizeCurrencyInput(raw).split('.')[0]!.replace(/,/g, '') === beforeDot.slice(0, 13);
    }),
  },
  {
    name: 'currency: blur pads to two decimals, and the server reads what the input shows',
    property: fc.property(typed, (raw) => {
      const padded = padCurrencyInput(raw);
      if (padded === '') return currencyInputToAmount(raw) === '';
      return (
        PADDED_SHAPE.test(padded) && parseCurrencyAmount(padded) === currencyInputToAmount(raw)
      );
    }),
  },
  {
    name: 'currency: a stored amount survives the input round trip and reads as en-US USD',
    property: fc.property(amount, (stored) => {
      return (
        currencyInputToAmount(amountToCurrencyInput(stored)) === stored &&
        formatCurrency(stored) === USD.format(Number(stored)) &&
        parseCurrencyAmount(stored) === stored
      );
    }),
  },
  {
    name: 'currency: the server refuses any value with a letter, a minus sign or 3 decimals',
    property: fc.property(
      amount,
      fc.constantFrom('a', '-', '0', 'e'),
      (stored, bad) =>
        parseCurrencyAmount(bad === '0' ? `${stored}${bad}` : `${bad}${stored}`) === null,
    ),
  },
  {
    name: 'currency: a currency answer accepts exactly what the input can produce',
    property: fc.property(typed, (raw) => {
      const check = checkAnswer(field('currency'), currencyInputToAmount(raw), config);
      return check.ok && check.value === currencyInputToAmount(raw);
    }),
  },
  // ---- dates
  {
    name: 'dates: MM/DD/YYYY round-trips every calendar date and shows like formatDate',
    property: fc.property(calendarDate, (iso) => {
      const shown = dateToInput(iso);
      return (
        parseDateInput(shown) === iso &&
        /^\d{2}\/\d{2}\/\d{4}$/.test(shown) &&
        formatDate(iso) === (shown === '12/31/1969' ? 'None' : shown)
      );
    }),
  },
  {
    name: 'dates: a day past the end of its month is invalid and becomes empty',
    property: fc.property(
      fc.integer({ min: 1000, max: 9999 }),
      fc.integer({ min: 1, max: 12 }),
      (year, month) => {
        const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
        const mm = String(month).padStart(2, '0');
        return (
          parseDateInput(`${mm}/${last + 1}/${year}`) === '' &&
          parseDateInput(`${mm}/${last}/${year}`) !== ''
        );
      },
    ),
  },
  {
    name: 'dates: anything typed is either empty or a date that round-trips',
    property: fc.property(fc.string({ maxLength: 12 }), (raw) => {
      const iso = parseDateInput(raw);
      return (
        iso === '' || (parseDateInput(dateToInput(iso)) === iso && parseDateAnswer(iso) === iso)
      );
    }),
  },
  // ---- patterns
  {
    name: 'patterns: a 10-digit phone with optional parentheses, dashes or dots is accepted',
    property: fc.property(
      digits(3, 3),
      digits(3, 3),
      digits(4, 6),
      fc.boolean(),
      fc.constantFrom('', '-', '.'),
      fc.constantFrom('', '-', '.'),
      (area, exchange, line, parens, sep1, sep2) =>
        isPhone(`${parens ? `(${area})` : area}${sep1}${exchange}${sep2}${line}`),
    ),
  },
  {
    name: 'patterns: a phone with a letter, or too few digits, is refused',
    property: fc.property(fc.string({ maxLength: 20 }), (raw) =>
      /[A-Za-z]/.test(raw) || raw.replace(/\D/g, '').length < 10 ? !isPhone(raw) : true,
    ),
  },
  {
    name: 'patterns: alpha is exactly one letter; alphanum exactly one letter or digit',
    property: fc.property(fc.string({ maxLength: 3 }), (raw) => {
      const oneLetter = raw.length === 1 && /[A-Za-z]/.test(raw);
      const oneDigit = raw.length === 1 && /[0-9]/.test(raw);
      return (
        ALPHA_PATTERN.test(raw) === oneLetter &&
        ALPHANUM_PATTERN.test(raw) === (oneLetter || oneDigit)
      );
    }),
  },
  {
    name: 'patterns: number takes digits with up to 2 decimals, never 3',
    property: fc.property(digits(1, 12), digits(0, 3), (whole, decimals) => {
      const text = decimals === '' ? whole : `${whole}.${decimals}`;
      return NUMBER_PATTERN.test(text) === decimals.length <= 2;
    }),
  },
  {
    name: 'patterns: e-mail needs a top-level domain of 2 or more letters',
    property: fc.property(
      fc.stringMatching(/^[a-z0-9._+-]{1,12}$/),
      fc.stringMatching(/^[a-z0-9-]{1,12}$/),
      fc.stringMatching(/^[a-z]{0,6}$/),
      (local, domain, tld) => EMAIL_PATTERN.test(`${local}@${domain}.${tld}`) === tld.length >= 2,
    ),
  },
];
