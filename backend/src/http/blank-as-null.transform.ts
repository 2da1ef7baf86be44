import { Transform } from 'class-transformer';

/** Trims a string field; a blank one means "none" and becomes null. */
export const blankAsNull = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    return text === '' ? null : text;
  });
