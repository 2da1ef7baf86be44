import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';

/** The URL's search param holding a page's open tab. */
export const TAB_PARAM = 'tab';

/**
 * A page's open tab, kept in the URL (`?tab=…`, replacing the history entry) so that a link or a
 * reload opens it; a tab not in `available` opens `fallback`. A choice is shown at once, before
 * the URL has it: the router applies a URL change in a transition, after React-Bootstrap's
 * arrow-key handling has looked for the selected tab to move the focus to, so the focus would
 * stay behind. The choice holds until the URL changes.
 */
export function useTabParam<T extends string>(
  available: readonly T[],
  fallback: T,
): [T, (key: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get(TAB_PARAM);
  const [choice, setChoice] = useState<{ key: string; madeAt: string | null } | null>(null);
  // Once the URL has moved on (to the choice, or by a navigation), the URL rules again.
  if (choice && choice.madeAt !== fromUrl) setChoice(null);
  const chosen = choice && choice.madeAt === fromUrl ? choice.key : fromUrl;

  const select = useCallback(
    (key: string | null) => {
      if (!key) return;
      setChoice({ key, madeAt: fromUrl });
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(TAB_PARAM, key);
          return next;
        },
        { replace: true },
      );
    },
    [fromUrl, setParams],
  );
  const tab = available.find((key) => key === chosen) ?? fallback;
  return [tab, select];
}
