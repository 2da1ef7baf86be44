import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The URL's search param holding a page's open tab. */
export const TAB_PARAM = 'tab';

/**
 * A page's open tab, kept in the URL (`?tab=…`, replacing the history entry) so that a link or a
 * reload opens it; a tab not in `available` opens `fallback`. The URL change is committed at once
 * (`flushSync`) rather than in the router's transition, so the tab an arrow key selected is shown
 * before the next key arrives; `useSelectedTab` then moves the focus to it.
 */
export function useTabParam<T extends string>(
  available: readonly T[],
  fallback: T,
): [T, (key: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const select = useCallback(
    (key: string | null) => {
      if (!key) return;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(TAB_PARAM, key);
          return next;
        },
        { replace: true, flushSync: true },
      );
    },
    [setParams],
  );
  const chosen = params.get(TAB_PARAM);
  const tab = available.find((key) => key === chosen) ?? fallback;
  return [tab, select];
}
