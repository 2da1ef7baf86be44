/**
 * The input patterns of spec section 5, shared by the job form, the server's answer validation
 * and every other screen that checks an e-mail. Each is anchored (matches the whole value) and has
 * a twin `…_HTML_PATTERN` for the `pattern` attribute (which the browser anchors itself).
 */

/** A local part, @, a domain and a top-level domain of 2 or more letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
export const EMAIL_HTML_PATTERN = '[^\\s@]+@[^\\s@]+\\.[A-Za-z]{2,}';

/**
 * Phone numbers in forms: 10 digits, the area code optionally in parentheses, the groups
 * optionally separated by a dash or a dot; the last group may have 4 to 6 digits.
 * `(555) 123-4567` is refused for its space: the spec allows parentheses, dashes or dots only.
 */
export const PHONE_PATTERN = /^\(?\d{3}\)?[-.]?\d{3}[-.]?\d{4,6}$/;
export const PHONE_HTML_PATTERN = '\\(?\\d{3}\\)?[\\-.]?\\d{3}[\\-.]?\\d{4,6}';
/** The phone input's length limits (spec 9). */
export const PHONE_MIN_LENGTH = 7;
export const PHONE_MAX_LENGTH = 50;

/** One letter. */
export const ALPHA_PATTERN = /^[A-Za-z]$/;
export const ALPHA_HTML_PATTERN = '[A-Za-z]';

/** One letter or digit. */
export const ALPHANUM_PATTERN = /^[A-Za-z0-9]$/;
export const ALPHANUM_HTML_PATTERN = '[A-Za-z0-9]';

/** Digits with up to 2 decimals. */
export const NUMBER_PATTERN = /^\d+(\.\d{1,2})?$/;
export const NUMBER_HTML_PATTERN = '\\d+(\\.\\d{1,2})?';

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function isPhone(value: string): boolean {
  return (
    value.length >= PHONE_MIN_LENGTH &&
    value.length <= PHONE_MAX_LENGTH &&
    PHONE_PATTERN.test(value)
  );
}
