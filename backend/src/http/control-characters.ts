/** C0 controls except tab, line feed and carriage return, and DEL. PostgreSQL refuses NUL. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * The path (`answers.3.value`) of the first string in `value` that holds a control character,
 * or undefined when there is none. Object keys count too: they end up in jsonb columns.
 */
export function findControlCharacter(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (CONTROL_CHARACTER.test(key)) return childPath;
    const found = findControlCharacter(child, childPath);
    if (found !== undefined) return found;
  }
  return undefined;
}
