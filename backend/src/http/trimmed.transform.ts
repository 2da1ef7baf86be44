import { Transform } from 'class-transformer';

/** Trims a string field before validation, so '   ' counts as empty. */
export const trimmed = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));
