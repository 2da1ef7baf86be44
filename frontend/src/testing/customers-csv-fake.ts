/**
 * The customer CSV as the presets' fake reads it: simple files only (no quoted commas), the first
 * line naming the columns, each further line checked by the contracts' schema as the server does.
 */
import {
  CUSTOMER_CSV_COLUMNS,
  type CustomerUploadRowError,
} from '@job-intake/contracts/job-form/customers-api';
import {
  customerPresetSchema,
  customerProblems,
  type CustomerPresetValues,
} from '@job-intake/contracts/job-form/customer-preset.schema';

/** The lines of a simple CSV, each checked by the schema (contact_role as a number). */
export function readCustomerCsv(text: string) {
  const [header = '', ...lines] = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const columns = header.split(',').map((cell) => cell.trim().toLowerCase());
  const rows: CustomerPresetValues[] = [];
  const errors: CustomerUploadRowError[] = [];
  lines.forEach((line, index) => {
    const cells = line.split(',').map((cell) => cell.trim());
    const values = Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? '']));
    const parsed = customerPresetSchema.safeParse({
      ...values,
      contact_role: Number(values.contact_role),
    });
    if (parsed.success) rows.push(parsed.data);
    for (const { field, reason } of parsed.success ? [] : customerProblems(parsed.error)) {
      const column = CUSTOMER_CSV_COLUMNS.find((name) => name === field);
      errors.push(
        column ? { line: index + 2, field: column, reason } : { line: index + 2, reason },
      );
    }
  });
  return { rows, errors };
}
