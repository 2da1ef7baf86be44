/**
 * Building an Intl.DateTimeFormat costs far more than using one (a list formats a date per row):
 * one per locale and options (time zone included) is built once and kept.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** The shared Intl.DateTimeFormat of `locale` and `options`; never mutated, so safe to share. */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}
