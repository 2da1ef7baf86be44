import {
  LOOKUP_MESSAGES,
  PLACE_QUERY_MAX_LENGTH,
  PLACE_QUERY_MIN_LENGTH,
} from '@job-intake/contracts/lookups/lookups-api';
import { useGetPlaceSuggestionsQuery, type LookupScope } from '../../api/lookups-api';
import { useDebouncedValue } from '../../hooks/use-debounced-value';

/** A short pause after the last key before asking; typing itself is never held up. */
const SUGGEST_DELAY_MS = 250;

/**
 * The maps service's suggestions for the typed text, the message when there are none, and whether
 * they answer the text as typed (not an earlier one while the next is awaited).
 */
export function usePlaceSuggestions(scope: LookupScope, text: string) {
  const typed = text.trim().slice(0, PLACE_QUERY_MAX_LENGTH);
  const q = useDebouncedValue(typed, SUGGEST_DELAY_MS);
  const skip = q.length < PLACE_QUERY_MIN_LENGTH;
  const { data, isError, isFetching } = useGetPlaceSuggestionsQuery({ scope, q }, { skip });
  const suggestions = skip || isError ? [] : (data ?? []);
  const message =
    skip || isFetching
      ? null
      : isError
        ? LOOKUP_MESSAGES.error
        : suggestions.length === 0
          ? LOOKUP_MESSAGES.noResults
          : null;
  // Typed text still waiting for its pause counts as not ready either.
  const ready = !skip && !isFetching && q === typed;
  return { suggestions, message, asked: !skip, ready };
}
