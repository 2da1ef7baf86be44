import { checkAnswer, checkAnswers } from './answers';
import { SAMPLE, SAMPLE_FORM, SAMPLE_PARTY, SAMPLE_PLACE } from './sample-form';

const field = (id: string) =>
  SAMPLE_FORM.sections.flatMap((s) => s.fields).find((f) => f.id === id)!;
const config = SAMPLE_FORM.config;
const check = (id: string, value: unknown, today?: string) =>
  checkAnswer(field(id), value, config, { today });
const accepted = (id: string, value: unknown) => {
  const result = check(id, value);
  if (!result.ok) throw new Error(result.message);
  return result.value;
};
const refusal = (id: string, value: unknown, today?: string) => {
  const result = check(id, value, today);
  return result.ok ? null : result.message;
};

describe('checkAnswer, per field type (spec 5)', () => {
  it('takes any string for text, mapped and hidden fields', () => {
    expect(accepted(SAMPLE.description, 'Tower, phase 2')).toBe('Tower, phase 2');
    expect(accepted(SAMPLE.mapped, 'X1')).toBe('X1');
    expect(accepted(SAMPLE.hidden, 'web')).toBe('web');
    expect(refusal(SAMPLE.description, 42)).toBe('"Project Description" must be text');
    expect(refusal(SAMPLE.description, 'x'.repeat(10001))).toMatch(/at most 10000 characters/);
  });

  it('normalises currency to two decimals and refuses anything else', () => {
    expect(accepted(SAMPLE.amount, '$1,234.5')).toBe('1234.50');
    expect(accepted(SAMPLE.amount, '')).toBe('');
    expect(refusal(SAMPLE.amount, '12.345')).toBe(
      '"Total Contract Amount" must be a dollar amount with at most 2 decimals, like 1234.50',
    );
    expect(refusal(SAMPLE.amount, 12.5)).toBe('"Total Contract Amount" must be text');
  });

  it('stores dates as YYYY-MM-DD, refuses invalid ones and future ones unless allowed', () => {
    expect(accepted(SAMPLE.firstDate, '03/07/2025')).toBe('2025-03-07');
    expect(accepted(SAMPLE.firstDate, '2025-03-07')).toBe('2025-03-07');
    expect(refusal(SAMPLE.firstDate, '02/30/2025')).toBe(
      '"First Furnishing Date" must be a date as MM/DD/YYYY',
    );
    expect(refusal(SAMPLE.firstDate, '2030-01-01', '2025-06-01')).toBe(
      '"First Furnishing Date" cannot be a future date',
    );
    expect(refusal(SAMPLE.lastDate, '2030-01-01', '2025-06-01')).toBeNull();
  });

  it('checks e-mail, phone, alpha, alphanum and number patterns (empty is fine)', () => {
    expect(accepted(SAMPLE.customerEmail, ' pat@example.com ')).toBe('pat@example.com');
    expect(refusal(SAMPLE.customerEmail, 'pat@example')).toMatch(
      /"Customer Email" must be an e-mail/,
    );
    expect(accepted(SAMPLE.customerPhone, '(555)123-4567')).toBe('(555)123-4567');
    expect(refusal(SAMPLE.customerPhone, '555-12')).toMatch(/must be 7 to 50 characters long/);
    expect(refusal(SAMPLE.customerPhone, '555 123 4567')).toMatch(/10-digit phone number/);
    expect(accepted(SAMPLE.initial, 'Q')).toBe('Q');
    expect(refusal(SAMPLE.initial, 'QQ')).toBe('"Middle Initial" must be a single letter');
    expect(refusal(SAMPLE.unit, '-')).toBe('"Unit" must be a single letter or digit');
    expect(accepted(SAMPLE.quantity, '12.5')).toBe('12.5');
    expect(refusal(SAMPLE.quantity, '12.555')).toBe(
      '"Quantity" must be a number with at most 2 decimals',
    );
    expect(accepted(SAMPLE.quantity, '')).toBe('');
  });

  it('takes only the ids of a field’s choices', () => {
    expect(accepted(SAMPLE.projectType, 'key_2')).toBe('key_2');
    expect(accepted(SAMPLE.hiredBy, '4')).toBe('4');
    expect(refusal(SAMPLE.projectType, 'key_9')).toBe('"Type of Project" has no choice "key_9"');
    expect(refusal(SAMPLE.hiredBy, 4)).toBe('"Who Hired You?" must be text');
    expect(accepted(SAMPLE.furnished, ['key_2', 'key_1', 'key_2'])).toEqual(['key_2', 'key_1']);
    expect(refusal(SAMPLE.furnished, 'key_1')).toBe(
      '"What Did You Furnish?" must be a list of choices',
    );
    expect(refusal(SAMPLE.furnished, ['key_7'])).toBe(
      '"What Did You Furnish?" has no choice "key_7"',
    );
  });

  it('takes an address with the parts of its type, trimmed, and refuses other parts', () => {
    expect(accepted(SAMPLE.site, { ...SAMPLE_PLACE, parcel_no: ' 12-3 ', address_2: '' })).toEqual({
      ...SAMPLE_PLACE,
      parcel_no: '12-3',
    });
    expect(refusal(SAMPLE.site, { company: 'Acme' })).toBe(
      '"Job Site Address" has no address part "company"',
    );
    expect(refusal(SAMPLE.customer, { bond_no: '1' })).toBe(
      '"Customer" has no address part "bond_no"',
    );
    expect(accepted(SAMPLE.surety, { company: 'Surety Co', bond_no: 'B-1' })).toEqual({
      company: 'Surety Co',
      bond_no: 'B-1',
    });
    expect(refusal(SAMPLE.customer, { ...SAMPLE_PARTY, state: 'Ohio' })).toBe(
      '"Customer" State must be a state code like OH',
    );
    expect(refusal(SAMPLE.customer, { email: 'nope' })).toMatch(/Email must be an e-mail address/);
    expect(refusal(SAMPLE.customer, 'Main St')).toBe('"Customer" must be an address');
    expect(refusal(SAMPLE.customer, { city: 5 })).toBe('"Customer" City must be text');
  });

  it('takes None and Unknown only for optional party addresses of a form that allows them', () => {
    expect(accepted(SAMPLE.owner, 'None')).toBe('None');
    expect(accepted(SAMPLE.surety, 'Unknown')).toBe('Unknown');
    expect(refusal(SAMPLE.customer, 'None')).toBe('"Customer" cannot be "None"');
    expect(refusal(SAMPLE.site, 'Unknown')).toBe('"Job Site Address" cannot be "Unknown"');
    const strict = checkAnswer(field(SAMPLE.owner), 'None', { allow_none: false });
    expect(strict.ok).toBe(false);
  });

  it('refuses any answer to static text, and takes null as clearing any other', () => {
    expect(refusal(SAMPLE.intro, 'x')).toBe(
      '"Tell us about the project." is static text and takes no answer',
    );
    expect(accepted(SAMPLE.customer, null)).toBeNull();
    expect(accepted(SAMPLE.furnished, null)).toBeNull();
  });
});

describe('checkAnswers (a whole save against the pinned form)', () => {
  it('normalises a valid save', () => {
    const result = checkAnswers(
      SAMPLE_FORM,
      {},
      { [SAMPLE.amount]: '5', [SAMPLE.firstDate]: '1/2/2025' },
    );
    expect(result).toEqual({
      answers: { [SAMPLE.amount]: '5.00', [SAMPLE.firstDate]: '2025-01-02' },
      problems: [],
    });
  });

  it('names a field that is not on the form, and stores nothing', () => {
    const result = checkAnswers(SAMPLE_FORM, {}, { [SAMPLE.amount]: '5', 'f-nope': 'x' });
    expect(result).toEqual({
      answers: {},
      problems: [{ field: 'f-nope', message: `"f-nope" is not a field of this job's form` }],
    });
  });

  it('refuses a field of a section hidden by the saved or the sent association answer', () => {
    const hidden = checkAnswers(
      SAMPLE_FORM,
      { [SAMPLE.hiredBy]: '1' },
      { [SAMPLE.owner]: SAMPLE_PARTY },
    );
    expect(hidden.problems).toEqual([
      {
        field: SAMPLE.owner,
        message: '"Property Owner" is in the section "Owner", which the association choice hides',
      },
    ]);
    const shownBySave = checkAnswers(
      SAMPLE_FORM,
      { [SAMPLE.hiredBy]: '1' },
      {
        [SAMPLE.hiredBy]: '3',
        [SAMPLE.owner]: SAMPLE_PARTY,
      },
    );
    expect(shownBySave.problems).toEqual([]);
    const hiddenBySave = checkAnswers(
      SAMPLE_FORM,
      { [SAMPLE.hiredBy]: '5' },
      {
        [SAMPLE.hiredBy]: '3',
        [SAMPLE.contractor]: SAMPLE_PARTY,
      },
    );
    expect(hiddenBySave.problems.map((problem) => problem.field)).toEqual([SAMPLE.contractor]);
  });
});
