import type { FieldErrors, FieldValues, ResolverResult } from 'react-hook-form';

/** A hand-written resolver's answer: the values when nothing is wrong, else the errors. */
export function resolverResult<T extends FieldValues>(
  values: T,
  errors: FieldErrors<T>,
): ResolverResult<T> {
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
}
