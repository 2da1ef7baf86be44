import { useCallback, useMemo, useSyncExternalStore } from 'react';

/** Whether the window matches the CSS media `query` now, updated when that changes. */
export function useMediaQuery(query: string): boolean {
  // One list per query: React reads the snapshot on every render.
  const list = useMemo(() => window.matchMedia(query), [query]);
  const subscribe = useCallback(
    (changed: () => void) => {
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    [list],
  );
  return useSyncExternalStore(subscribe, () => list.matches);
}
