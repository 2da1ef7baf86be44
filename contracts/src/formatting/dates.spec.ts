import { formatDate } from './dates';

describe('formatDate', () => {
  it('formats a date-time as MM/DD/YYYY in the given time zone', () => {
    expect(formatDate('2025-03-07T15:04:05.000Z', 'UTC')).toBe('03/07/2025');
    expect(formatDate('2025-03-07T02:00:00.000Z', 'America/New_York')).toBe('03/06/2025');
  });

  it('formats a date-only value as the same calendar date in every time zone', () => {
    expect(formatDate('2025-12-01')).toBe('12/01/2025');
    expect(formatDate('0999-01-02')).toBe('01/02/0999');
  });

  it('shows the zero date as None and the zero date-time as TBD', () => {
    expect(formatDate('0000-00-00')).toBe('None');
    expect(formatDate('0000-00-00 00:00:00')).toBe('TBD');
    expect(formatDate('0000-00-00T00:00:00Z')).toBe('TBD');
  });

  it('shows 12/31/1969 (a zero timestamp in America) as None', () => {
    expect(formatDate('1970-01-01T00:00:00Z', 'America/Chicago')).toBe('None');
    expect(formatDate('1969-12-31')).toBe('None');
    expect(formatDate('1970-01-01T00:00:00Z', 'UTC')).toBe('01/01/1970');
  });

  it('turns anything that is not a date into an empty string', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('2025-02-30')).toBe('');
    expect(formatDate('2025-13-01')).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
  });
});
