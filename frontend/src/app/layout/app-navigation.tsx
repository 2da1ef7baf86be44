import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

/**
 * The navigation of signed-in users: the sidebar, and below 992 px the top bar whose menu
 * button opens it. The menu belongs to the page it was opened on, so following one of its links
 * closes it.
 */
export function AppNavigation() {
  const menuId = useId();
  const location = useLocation();
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const menuOpen = openedOn === location.key;
  return (
    <>
      <TopBar menuId={menuId} menuOpen={menuOpen} onOpenMenu={() => setOpenedOn(location.key)} />
      <Sidebar id={menuId} show={menuOpen} onHide={() => setOpenedOn(null)} />
    </>
  );
}
