import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { choose, settle, type TabChoice } from './tab-choice';

/** The URL's search param holding a page's open tab. */
export const TAB_PARAM = 'tab';

/**
 * A page's open tab, kept in the URL (`?tab=…`, replacing the history entry) so that a link or a
 * reload opens it; a tab not in `available` opens `fallback`. A choice is shown at once, before
 * the URL has it: the router applies a URL change in a transition, after React-Bootstrap's
 * arrow-key handling has looked for the selected tab to move the focus to, so the focus would
 * stay behind. The choice holds until the URL reaches it (see `settle`).
 */
export function useTabParam<T extends string>(
  available: readonly T[],
  fallback: T,
): [T, (key: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get(TAB_PARAM);
  const [choice, setChoice] = useState<TabChoice | null>(null);
  const settled = settle(choice, fromUrl);
  if (settled !== choice) setChoice(settled);
  const chosen = settled ? settled.key : fromUrl;

  const select = useCallback(
    (key: string | null) => {
      if (!key) return;
      setChoice((current) => choose(current, key, fromUrl));
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(TAB_PARAM, key);
          return next;
        },
        { replace: true },
      );
    },
    [fromUrl, setParams, setChoice],
  );
  const tab = available.find((key) => key === chosen) ?? fallback;
  return [tab, select];
}
