import {
  dateToInput,
  isAfter,
  normalizeDateInput,
  parseDateAnswer,
  parseDateInput,
  todayIso,
} from './dates';

describe('date inputs (spec 5: MM/DD/YYYY, an invalid date becomes empty)', () => {
  it.each([
    ['03/07/2025', '2025-03-07'],
    ['3/7/2025', '2025-03-07'],
    [' 12/31/1999 ', '1999-12-31'],
    ['02/29/2024', '2024-02-29'],
  ])('reads %j as %j', (typed, iso) => expect(parseDateInput(typed)).toBe(iso));

  it.each([
    '02/29/2025',
    '13/01/2025',
    '00/10/2025',
    '04/31/2025',
    '2025-03-07',
    'tomorrow',
    '1/1/25',
    '01/01/0999',
    '',
  ])('turns %j into an empty string', (typed) => expect(parseDateInput(typed)).toBe(''));

  it('normalises what the input shows on blur', () => {
    expect(normalizeDateInput('3/7/2025')).toBe('03/07/2025');
    expect(normalizeDateInput('02/30/2025')).toBe('');
  });

  it('shows stored dates as MM/DD/YYYY, and no date (or the zero date) as empty', () => {
    expect(dateToInput('2025-03-07')).toBe('03/07/2025');
    expect(dateToInput('0000-00-00')).toBe('');
    expect(dateToInput('2025-02-30')).toBe('');
    expect(dateToInput(null)).toBe('');
  });
});

describe('parseDateAnswer (what the server accepts)', () => {
  it.each([
    ['2025-03-07', '2025-03-07'],
    ['03/07/2025', '2025-03-07'],
    ['0000-00-00', '0000-00-00'],
    ['', ''],
  ])('reads %j as %j', (value, stored) => expect(parseDateAnswer(value)).toBe(stored));

  it.each(['2025-02-30', '13/01/2025', 'soon', '2025/03/07', '2025-3-7'])('refuses %j', (value) =>
    expect(parseDateAnswer(value)).toBeNull(),
  );
});

describe('today and date order', () => {
  it('gives today in a time zone as YYYY-MM-DD', () => {
    const noonUtc = new Date('2025-06-15T12:00:00Z');
    expect(todayIso('UTC', noonUtc)).toBe('2025-06-15');
    expect(todayIso('Pacific/Kiritimati', new Date('2025-06-15T23:00:00Z'))).toBe('2025-06-16');
  });

  it('orders calendar dates', () => {
    expect(isAfter('2025-01-02', '2025-01-01')).toBe(true);
    expect(isAfter('2025-01-01', '2025-01-01')).toBe(false);
  });
});
