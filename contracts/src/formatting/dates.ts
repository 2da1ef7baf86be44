/** Date display rules (spec section 5): every date the user sees is MM/DD/YYYY. */

import { dateTimeFormat } from './intl-formats';

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
  const { year, month, day } = calendarDay(time, timeZone);
  return `${month}/${day}/${year}`;
}

const CALENDAR_DAY: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
};

/** The year, 2-digit month and 2-digit day of an instant (ms) in a time zone (default: the runtime's). */
function calendarDay(time: number, timeZone: string | undefined) {
  // en-US writes these options as MM/DD/YYYY; format() costs a fraction of formatToParts().
  const shown = dateTimeFormat('en-US', { ...CALENDAR_DAY, timeZone }).format(time);
  const [month = '', day = '', year = ''] = shown.split('/');
  return { year, month, day };
}

// ---------------------------------------------------------------------------------------------
// Date inputs (spec section 5): the user types MM/DD/YYYY; an invalid date becomes an empty
// string. Answers and settings store calendar dates as YYYY-MM-DD.

export const DATE_INPUT_PLACEHOLDER = 'MM/DD/YYYY';
/** The `pattern` attribute of a date input (the browser anchors it). */
export const DATE_INPUT_HTML_PATTERN = '\\d{1,2}/\\d{1,2}/\\d{4}';

const TYPED_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const MIN_YEAR = 1000;

function calendarDate(year: number, month: number, day: number): string {
  if (year < MIN_YEAR) return '';
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return '';
  }
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/**
 * A typed date (`3/7/2025` or `03/07/2025`) as the calendar date it names (`2025-03-07`); an
 * invalid date (`02/30/2025`, `13/01/2025`, `tomorrow`) becomes an empty string.
 */
export function parseDateInput(text: string): string {
  const match = TYPED_DATE.exec(text.trim());
  if (!match) return '';
  return calendarDate(Number(match[3]), Number(match[1]), Number(match[2]));
}

/** What the date input shows after blur: the date as MM/DD/YYYY, or empty when invalid. */
export function normalizeDateInput(text: string): string {
  return dateToInput(parseDateInput(text));
}

/** What the date input shows for a stored date: `2025-03-07` → `03/07/2025`; no date is empty. */
export function dateToInput(value: string | null | undefined): string {
  if (!value || !DATE_ONLY.test(value)) return '';
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return calendarDate(year, month, day) ? `${pad(month)}/${pad(day)}/${pad(year, 4)}` : '';
}

/**
 * A date answer as the server accepts it: a calendar date (`2025-03-07`) or a typed one
 * (`03/07/2025`), normalised to YYYY-MM-DD; the legacy zero date `0000-00-00` (shown as None)
 * is kept. The empty string is no date; anything else is null.
 */
export function parseDateAnswer(value: string): string | null {
  const text = value.trim();
  if (text === '' || text === ZERO_DATE) return text;
  if (DATE_ONLY.test(text)) {
    const [year, month, day] = text.split('-').map(Number) as [number, number, number];
    return calendarDate(year, month, day) || null;
  }
  return parseDateInput(text) || null;
}

/** Today's calendar date (YYYY-MM-DD) in a time zone (default: the runtime's). */
export function todayIso(timeZone?: string, now: Date = new Date()): string {
  const { year, month, day } = calendarDay(now.getTime(), timeZone);
  return `${year}-${month}-${day}`;
}

/** Whether a calendar date lies after another (both YYYY-MM-DD; string order is date order). */
export function isAfter(date: string, than: string): boolean {
  return date > than;
}
