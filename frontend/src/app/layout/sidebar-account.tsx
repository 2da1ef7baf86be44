import Button from 'react-bootstrap/Button';
import { NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { useSignOut } from '../../features/auth/use-sign-out';
import { useSessionUser } from '../../shared/api/auth-slice';
import styles from './app-layout.module.css';

/** The foot of the sidebar: the user's name and company linking to /profile, and Logout. */
export function SidebarAccount() {
  const user = useSessionUser();
  const { signOut, signingOut } = useSignOut();
  if (!user) return null;
  return (
    <div className={`${styles.account} pt-3 px-2`}>
      <NavLink
        to={paths.profile}
        className={`${styles.profileLink} d-flex align-items-center gap-2 text-decoration-none`}
      >
        <span className={styles.avatar} aria-hidden="true">
          {initials(user.name)}
        </span>
        <span className="d-flex flex-column" style={{ minWidth: 0 }}>
          <span className="fw-semibold text-truncate">{user.name}</span>
          <span className={`${styles.muted} small text-truncate`}>
            {user.memberships[0]?.company.name ?? user.email}
          </span>
        </span>
      </NavLink>
      <Button
        variant="outline-light"
        className={`${styles.touchTarget} w-100 mt-3`}
        disabled={signingOut}
        onClick={() => void signOut()}
      >
        Logout
      </Button>
    </div>
  );
}

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => word?.[0]?.toUpperCase() ?? '').join('') || '?';
}
