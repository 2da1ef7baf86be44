import { useEffect } from 'react';

/**
 * Keeps the selected tab of a React-Bootstrap `Tabs` (its buttons are `{tabsId}-tab-{key}`) in
 * view: on a phone the row of tabs scrolls sideways, and a tab opened from the URL may be past
 * its edge.
 */
export function useSelectedTabInView(tabsId: string, tab: string): void {
  useEffect(() => {
    document
      .getElementById(`${tabsId}-tab-${tab}`)
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [tabsId, tab]);
}
