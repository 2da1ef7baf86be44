/** Date display rules (spec section 5): every date the user sees is MM/DD/YYYY. */

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ZERO_DATE = '0000-00-00';
const ZERO_DATETIME = /^0000-00-00[ T]00:00:00/;
/** A zero Unix timestamp seen from an American time zone: the legacy data's "no date". */
const EPOCH_IN_AMERICA = '12/31/1969';

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/**
 * Formats an ISO date (`2025-03-07`) or date-time (`2025-03-07T15:04:05Z`) as `03/07/2025`.
 * Date-times are shown in `timeZone` (default: the runtime's); date-only values are calendar
 * dates and never shift. The zero date shows as None, the zero date-time as TBD, and anything
 * that is not a date as an empty string.
 */
export function formatDate(value: string | null | undefined, timeZone?: string): string {
  if (!value) return '';
  if (value === ZERO_DATE) return 'None';
  if (ZERO_DATETIME.test(value)) return 'TBD';

  const formatted = DATE_ONLY.test(value)
    ? formatCalendarDate(value)
    : formatInstant(value, timeZone);
  return formatted === EPOCH_IN_AMERICA ? 'None' : formatted;
}

function formatCalendarDate(value: string): string {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2025-02-30 over to March; a rolled-over date was not a real date.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return '';
  return `${pad(month)}/${pad(day)}/${pad(year, 4)}`;
}

function formatInstant(value: string, timeZone: string | undefined): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return '';
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')}/${part('day')}/${part('year')}`;
}
