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

describe('formatDate with its formatters kept', () => {
  /** What a date-time showed when each call built its own formatter. */
  function formattedByANewFormatter(value: string, timeZone: string | undefined): string {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(Date.parse(value));
    const part = (type: Intl.DateTimeFormatPartTypes) =>
      parts.find((p) => p.type === type)?.value ?? '';
    return `${part('month')}/${part('day')}/${part('year')}`;
  }

  const ZONES = [undefined, 'UTC', 'America/New_York', 'America/Los_Angeles', 'Pacific/Kiritimati'];
  const INSTANTS = [
    '2025-03-07T15:04:05.000Z',
    '2025-03-07T02:00:00Z',
    '2024-02-29T23:59:59.999Z',
    '2024-12-31T23:30:00-05:00',
    '1999-12-31T23:59:59Z',
    '0999-06-15T12:00:00Z',
  ];
  const CASES = ZONES.flatMap((zone) => INSTANTS.map((instant) => [instant, zone] as const));

  it.each(CASES)('shows %s in %s as a formatter of its own did', (instant, zone) => {
    expect(formatDate(instant, zone)).toBe(formattedByANewFormatter(instant, zone));
  });

  it.each([
    ['2025-03-07T02:00:00Z', 'UTC', '03/07/2025'],
    ['2025-03-07T02:00:00Z', 'America/New_York', '03/06/2025'],
    ['2025-03-07T02:00:00Z', 'Pacific/Kiritimati', '03/07/2025'],
    ['2025-03-07T12:00:00Z', 'Pacific/Kiritimati', '03/08/2025'],
    ['2025-03-07T12:00:00Z', 'America/Los_Angeles', '03/07/2025'],
  ])('shows %s in %s as %s, whichever zone was formatted before', (instant, zone, shown) => {
    for (const other of ZONES) formatDate(instant, other);
    expect(formatDate(instant, zone)).toBe(shown);
  });
});
