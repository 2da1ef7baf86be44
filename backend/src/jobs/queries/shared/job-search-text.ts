/**
 * The text POST /search looks in: name, reference number, location label and DIV_ID, lower-cased
 * and joined by a control character, which no query can hold, so that no match spans two fields.
 * Migration 1764200000100 puts a trigram index on this very expression; change both together.
 */
export const JOB_SEARCH_TEXT = `lower(name || E'\\x1f' || reference_no || E'\\x1f' ||
  coalesce(location_desc, '') || E'\\x1f' || coalesce(location, ''))`;
