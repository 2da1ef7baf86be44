import {
  isCalendarDay,
  reportFileName,
  reportFilterProblems,
  reportFilterSchema,
} from './report-api';

const problems = (value: unknown) => {
  const parsed = reportFilterSchema.safeParse(value);
  return parsed.success ? [] : reportFilterProblems(parsed.error);
};

describe('report filter', () => {
  const good = { start_date: '2026-01-01', end_date: '2026-01-31', status: ['beta', 'active'] };

  it('accepts a range and statuses', () => {
    expect(problems(good)).toEqual([]);
    expect(problems({ ...good, end_date: good.start_date })).toEqual([]);
  });

  it('names the field of each problem', () => {
    expect(problems({ ...good, end_date: '2025-12-31' })).toEqual([
      'end_date must be on or after start_date.',
    ]);
    expect(problems({ ...good, start_date: '2026-02-30' })).toEqual([
      'start_date must be a date (YYYY-MM-DD).',
    ]);
    expect(problems({ ...good, status: [] })).toEqual([
      'status: choose at least one company status.',
    ]);
    expect(problems({ ...good, status: ['gone'] })[0]).toMatch(/^status must hold only demo/);
    expect(problems({ ...good, status: ['beta', 'beta'] })).toEqual([
      'status: each company status at most once.',
    ]);
    expect(problems({ ...good, extra: 1 })).toEqual(['Unknown field(s): extra.']);
    expect(problems({ status: 'beta' })).toEqual([
      'start_date is required.',
      'end_date is required.',
      'status must be a list.',
    ]);
    // A body the server could not read as JSON (text/plain) arrives as no body at all.
    expect(problems(undefined)).toEqual([
      'The body must be an object {start_date, end_date, status}.',
    ]);
  });

  it('knows real calendar days and dates the file name', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('2025-1-01')).toBe(false);
    expect(reportFileName(new Date('2026-11-26T23:59:00Z'))).toBe(
      'job-intake-report-2026-11-26.xlsx',
    );
  });
});
