import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { Link, NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { useSignOut } from '../../features/auth/use-sign-out';
import { useCompanyNavLink } from '../../features/companies/current-permissions';
import { JOB_LIST_VIEWS } from '../../features/jobs/job-lists';
import { useHasPermission, useSessionUser } from '../../shared/api/auth-slice';
import styles from './app-layout.module.css';

/**
 * The sidebar (spec section 2): Job Lists; Other (Forms, Users with the users permission, the
 * company and, for super admins, Admin); the user's name linking to /profile; Logout.
 */
export function Sidebar() {
  const user = useSessionUser();
  const canManageUsers = useHasPermission('users');
  const isSuper = useHasPermission('super');
  const companyLink = useCompanyNavLink();
  const { signOut, signingOut } = useSignOut();

  return (
    <nav
      aria-label="Main"
      className={`${styles.sidebar} bg-dark text-white px-3 py-4 d-print-none`}
    >
      <Link
        to={paths.jobs}
        className={`${styles.brand} d-block fs-5 fw-semibold text-white text-decoration-none px-2 mb-4`}
      >
        Job Intake
      </Link>
      <NavGroup title="Job Lists">
        {JOB_LIST_VIEWS.map((view) => (
          <li key={view.list}>
            <NavLink to={view.path} className={styles.link}>
              {view.title}
            </NavLink>
          </li>
        ))}
      </NavGroup>
      <NavGroup title="Other">
        <li>
          <NavLink to={paths.forms} className={styles.link}>
            Forms
          </NavLink>
        </li>
        {canManageUsers && (
          <li>
            <NavLink to={paths.users} className={styles.link}>
              Users
            </NavLink>
          </li>
        )}
        {companyLink && (
          <li>
            <NavLink to={companyLink.to} className={styles.link}>
              {companyLink.label}
            </NavLink>
          </li>
        )}
        {isSuper && (
          <li>
            <NavLink to={paths.admin} className={styles.link}>
              Admin
            </NavLink>
          </li>
        )}
      </NavGroup>
      {user && (
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
            size="sm"
            className="w-100 mt-3"
            disabled={signingOut}
            onClick={() => void signOut()}
          >
            Logout
          </Button>
        </div>
      )}
    </nav>
  );
}

function NavGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mb-4">
      <h2 className={`${styles.groupTitle} text-uppercase fw-semibold px-2 mb-2`}>{title}</h2>
      <ul className="list-unstyled d-flex flex-column gap-1 mb-0">{children}</ul>
    </section>
  );
}

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => word?.[0]?.toUpperCase() ?? '').join('') || '?';
}
