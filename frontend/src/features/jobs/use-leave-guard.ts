import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Unsaved changes trigger a leave-page prompt (spec section 4): the browser's own for a reload or
 * a closed tab, and the returned blocker (shown by `LeaveGuardDialog`) for a move inside the app.
 */
export function useLeaveGuard(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
}
