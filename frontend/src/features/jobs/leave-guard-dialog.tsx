import type { Blocker } from 'react-router';
import { ConfirmDialog } from '../../shared/components/confirm-dialog';

const LEAVE_PAGE_CONFIRMATION =
  'You have unsaved changes. Are you sure you want to leave this page?';

/** Asks before a blocked navigation goes on (see `useLeaveGuard`). */
export function LeaveGuardDialog({ blocker }: { blocker: Blocker }) {
  return (
    <ConfirmDialog
      show={blocker.state === 'blocked'}
      title="Unsaved changes"
      message={LEAVE_PAGE_CONFIRMATION}
      confirmLabel="Leave Page"
      cancelLabel="Stay"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
