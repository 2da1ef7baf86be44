import { dateTimeFormat } from './intl-formats';

describe('dateTimeFormat', () => {
  const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };

  it('hands out one formatter per locale and options', () => {
    expect(dateTimeFormat('en-US', { ...DAY, timeZone: 'UTC' })).toBe(
      dateTimeFormat('en-US', { ...DAY, timeZone: 'UTC' }),
    );
  });

  it.each([
    ['another time zone', 'en-US', { ...DAY, timeZone: 'America/Chicago' }],
    ['another locale', 'en-GB', { ...DAY, timeZone: 'UTC' }],
    ['other options', 'en-US', { year: 'numeric', timeZone: 'UTC' }],
  ] as const)('hands out another formatter for %s', (_, locale, options) => {
    const format = dateTimeFormat(locale, options);
    expect(format).not.toBe(dateTimeFormat('en-US', { ...DAY, timeZone: 'UTC' }));
    expect(format.resolvedOptions()).toMatchObject({ locale, timeZone: options.timeZone });
  });
});
