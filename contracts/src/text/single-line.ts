/**
 * A single-line name, title, label or subject holds no control character: no line break (CR, LF,
 * the Unicode line and paragraph separators), no tab, no other C0 or C1 control and no DEL. Every
 * consumer (an e-mail subject, a CSV cell, a log line, a file name) can then print it as it is.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const SINGLE_LINE_PATTERN = /^[^\u0000-\u001F\u007F-\u009F\u2028\u2029]*$/;

export function isSingleLine(value: string): boolean {
  return SINGLE_LINE_PATTERN.test(value);
}

/** What to tell the person who typed it. */
export const singleLineMessage = (label: string) =>
  `${label} must be on one line, without line breaks, tabs or other control characters.`;
