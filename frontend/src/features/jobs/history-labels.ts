import type { HistoryAction, HistoryEntry } from '@job-intake/contracts/jobs/jobs-api';

/** An action as the History tab shows it: `save_setting` → `Save Setting`. */
export function actionLabel(action: HistoryAction): string {
  return action
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Who did it: 'Guest' for guests (spec section 2, History tab). */
export function historyUserName(entry: Pick<HistoryEntry, 'user_id' | 'user'>): string {
  return entry.user_id === null ? 'Guest' : entry.user.name;
}
