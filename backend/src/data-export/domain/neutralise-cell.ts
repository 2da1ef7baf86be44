/** What a spreadsheet would read as the start of a formula (or a hidden cell break). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell value a spreadsheet shows as text: one that starts with =, +, -, @, tab or CR gets a
 * leading single quote, so opening the CSV never runs a formula a job's author typed (OWASP's
 * advice on CSV injection). Everything else is left exactly as it is.
 */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
