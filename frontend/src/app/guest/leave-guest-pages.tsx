import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** An address that is not a guest page: the page loads it from the server (the staff app). */
export function LeaveGuestPages() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    window.location.replace(`${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
  return null;
}
