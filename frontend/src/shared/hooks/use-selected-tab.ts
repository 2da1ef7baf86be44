import { useEffect } from 'react';

/**
 * Follows the selected tab of a React-Bootstrap `Tabs` (its buttons are `{tabsId}-tab-{key}`):
 * keeps it in view, since on a phone the row of tabs scrolls sideways and a tab opened from the
 * URL may be past its edge; and moves the focus to it when another tab of the row had the focus.
 * React-Bootstrap moves the focus after an arrow key itself, but only if the selection changed in
 * the same render, and a selection kept in the URL lands after that (see `useTabParam`).
 */
export function useSelectedTab(tabsId: string, tab: string): void {
  useEffect(() => {
    const selected = document.getElementById(`${tabsId}-tab-${tab}`);
    if (!selected) return;
    selected.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    const focused = document.activeElement;
    if (focused !== selected && focused?.id.startsWith(`${tabsId}-tab-`)) selected.focus();
  }, [tabsId, tab]);
}
