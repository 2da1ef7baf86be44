/**
 * What a spreadsheet program reads as the start of a formula: =, +, -, @ (and their full-width
 * forms ＝＋－＠, which Excel with an East Asian input reads the same way), a tab or a carriage
 * return (OWASP's CSV injection list), also after leading whitespace, which some programs trim
 * before they look.
 */
const FORMULA_START = /^[\s\u3000]*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * Text a spreadsheet shows as text: a value that starts like a formula gets a leading single
 * quote, so opening an export never runs a formula a user typed (a job's answer, a form's field
 * title, a company's name), following OWASP's advice on CSV injection. Everything else is left
 * exactly as it is.
 */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
