import type { HistoryAction } from '@job-intake/contracts/jobs/jobs-api';

/** An action as the History tab shows it: `save_setting` → `Save Setting`. */
export function actionLabel(action: HistoryAction): string {
  return action
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
