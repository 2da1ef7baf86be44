import { MenuIcon } from 'lucide-react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import styles from './app-layout.module.css';

interface TopBarProps {
  menuId: string;
  menuOpen: boolean;
  onOpenMenu: () => void;
}

/** Below 992 px: the app's name and the button that opens the sidebar as a menu. */
export function TopBar({ menuId, menuOpen, onOpenMenu }: TopBarProps) {
  return (
    <div
      className={`${styles.topBar} d-flex d-lg-none d-print-none align-items-center justify-content-between gap-3 px-3 py-2 bg-dark`}
    >
      <Link to={paths.jobs} className="fs-5 fw-semibold text-white text-decoration-none">
        Job Intake
      </Link>
      <Button
        variant="outline-light"
        className={`${styles.touchTarget} d-inline-flex align-items-center gap-2`}
        aria-controls={menuId}
        aria-expanded={menuOpen}
        onClick={onOpenMenu}
      >
        <MenuIcon aria-hidden="true" />
        Menu
      </Button>
    </div>
  );
}
