import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The URL's search param holding a list's search text. */
export const SEARCH_TEXT_PARAM = 'q';

/**
 * A list's search text, kept in the URL (`?q=…`) beside its paging. A new text goes back to the
 * first page and replaces the history entry, so that typing leaves one entry, not one per pause.
 */
export function useSearchText(): [string, (text: string) => void] {
  const [search, setSearch] = useSearchParams();
  const change = useCallback(
    (text: string) => {
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (text === '') next.delete(SEARCH_TEXT_PARAM);
          else next.set(SEARCH_TEXT_PARAM, text);
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearch],
  );
  return [search.get(SEARCH_TEXT_PARAM)?.trim() ?? '', change];
}
