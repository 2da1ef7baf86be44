import { useEffect } from 'react';

/** An address that is not a guest page: the page loads it from the server (the staff app). */
export function LeaveGuestPages() {
  useEffect(() => {
    window.location.replace(window.location.href);
  }, []);
  return null;
}
