/**
 * Currency rules (spec sections 5 and 9): amounts are US dollars in en-US format. The input keeps
 * digits and one dot, at most 2 decimals, shows thousands commas while typing and is padded to
 * two decimals on blur; it carries a $ prefix and the placeholder 0.00. Stored amounts are plain
 * decimal strings with two decimals ("1234.50"), the form the job settings use too.
 */

export const CURRENCY_PREFIX = '$';
export const CURRENCY_PLACEHOLDER = '0.00';
/** The most integer digits an amount may have (under a quadrillion dollars, exact in a double). */
export const CURRENCY_MAX_INTEGER_DIGITS = 13;

/** A stored amount: digits, a dot and exactly two decimals. */
export const CURRENCY_AMOUNT_PATTERN = /^\d{1,13}\.\d{2}$/;

/** Inserts thousands commas into a run of digits: "1234567" → "1,234,567". */
function withCommas(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Drops leading zeros but keeps one before nothing else: "007" → "7", "000" → "0". */
function trimLeadingZeros(digits: string): string {
  return digits.replace(/^0+(?=\d)/, '');
}

/**
 * What the currency input shows while the user types: every character but digits and the first
 * dot removed, at most 2 decimals kept, thousands commas inserted. Idempotent, so it can run on
 * every keystroke: `1234.567` → `1,234.56`, `$1,2a3` → `123`, `1.2.3` → `1.23`.
 */
export function sanitizeCurrencyInput(raw: string): string {
  const kept = raw.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  const integer = trimLeadingZeros(dot < 0 ? kept : kept.slice(0, dot)).slice(
    0,
    CURRENCY_MAX_INTEGER_DIGITS,
  );
  if (dot < 0) return withCommas(integer);
  const decimals = kept
    .slice(dot + 1)
    .replace(/\./g, '')
    .slice(0, 2);
  return `${withCommas(integer)}.${decimals}`;
}

/**
 * The input's value after blur: sanitized and padded to two decimals (`1,234` → `1,234.00`,
 * `.5` → `0.50`); an empty input stays empty.
 */
export function padCurrencyInput(raw: string): string {
  const clean = sanitizeCurrencyInput(raw);
  if (clean === '' || clean === '.') return '';
  const [integer = '', decimals = ''] = clean.split('.');
  return `${integer === '' ? '0' : integer}.${decimals.padEnd(2, '0')}`;
}

/** The stored amount of what the input shows: `1,234.5` → `1234.50`; empty stays empty. */
export function currencyInputToAmount(raw: string): string {
  return padCurrencyInput(raw).replace(/,/g, '');
}

/** What the input shows for a stored amount: `1234.5` → `1,234.50`. */
export function amountToCurrencyInput(amount: string | null | undefined): string {
  return amount ? padCurrencyInput(amount) : '';
}

/**
 * Reads an amount as the server accepts it: a stored amount, or anything the currency input can
 * show (`$1,234.5`, `1234`, `.5`), normalised to two decimals. Anything else — letters, two dots,
 * 3 decimals, misplaced commas, a minus sign — is null. The empty string is the empty amount.
 */
export function parseCurrencyAmount(value: string): string | null {
  const text = value.trim();
  if (text === '') return '';
  const shape = /^\$?(\d{1,3}(,\d{3})*|\d+)?(\.\d{0,2})?$/;
  if (!shape.test(text) || text === '$' || text === '.' || text === '$.') return null;
  const integerDigits = trimLeadingZeros(text.replace(/[$,]/g, '').split('.')[0] ?? '');
  if (integerDigits.length > CURRENCY_MAX_INTEGER_DIGITS) return null;
  const amount = currencyInputToAmount(text);
  return CURRENCY_AMOUNT_PATTERN.test(amount) ? amount : null;
}

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * An amount as the user reads it: `1234.5` → `$1,234.50` (en-US, USD). Empty or unreadable
 * values are an empty string.
 */
export function formatCurrency(amount: string | number | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '';
  if (typeof amount === 'number') return Number.isFinite(amount) ? USD.format(amount) : '';
  const parsed = parseCurrencyAmount(amount);
  if (!parsed) return '';
  // Built from the digits, not a double, so large amounts keep every cent.
  const [integer = '0', cents = '00'] = parsed.split('.');
  return `${CURRENCY_PREFIX}${withCommas(integer)}.${cents}`;
}

/**
 * Whether a customer-submitted amount differs from the staff one (spec 5): both normalised to two
 * decimals, and a zero (or empty) customer amount never counts as a difference.
 */
export function currencyDiffers(
  staff: string | null | undefined,
  customer: string | null | undefined,
): boolean {
  const theirs = parseCurrencyAmount(customer ?? '') ?? '';
  if (theirs === '' || Number(theirs) === 0) return false;
  const ours = parseCurrencyAmount(staff ?? '') ?? '';
  return ours !== theirs;
}
