import { useEffect } from 'react';

/**
 * The browser's own leave-page prompt (reload, closing the tab) while there are unsaved changes;
 * the page blocks in-app moves itself.
 */
export function useLeavePrompt(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
