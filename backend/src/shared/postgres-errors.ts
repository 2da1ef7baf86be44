/** Whether a database error is a unique-constraint violation (two writers raced for one name). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const driverError = (error as { driverError?: { code?: string; constraint?: string } } | null)
    ?.driverError;
  const found = driverError ?? (error as { code?: string; constraint?: string } | null);
  return found?.code === '23505' && (constraint === undefined || found.constraint === constraint);
}
