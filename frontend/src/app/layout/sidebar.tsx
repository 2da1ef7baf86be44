import type { ReactNode } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { Link, NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { useCompanyNavLink } from '../../features/companies/current-permissions';
import { JOB_LIST_VIEWS } from '../../features/jobs/job-lists';
import { useHasPermission } from '../../shared/api/auth-slice';
import styles from './app-layout.module.css';
import { SidebarAccount } from './sidebar-account';

interface SidebarProps {
  id: string;
  /** Whether the menu is open (below Bootstrap's lg breakpoint; from lg up the sidebar stays). */
  show: boolean;
  onHide: () => void;
}

/**
 * The sidebar (spec section 2): Job Lists; Other (Forms, Users with the users permission, the
 * company, for super admins Admin, and everyone's Settings: password and list options); the
 * user's account and Logout. From 992 px up it stands
 * beside the page; narrower, it is an offcanvas menu (focus kept inside, Escape closes) opened by
 * the top bar's menu button.
 */
export function Sidebar({ id, show, onHide }: SidebarProps) {
  const titleId = `${id}-title`;
  return (
    <Offcanvas
      id={id}
      show={show}
      onHide={onHide}
      responsive="lg"
      aria-labelledby={titleId}
      className={`${styles.sidebar} d-print-none`}
    >
      <Offcanvas.Header closeButton closeVariant="white" closeLabel="Close menu">
        <Offcanvas.Title id={titleId} className="fs-5 fw-semibold">
          Job Intake
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className="p-0 flex-grow-1">
        <SidebarNav />
      </Offcanvas.Body>
    </Offcanvas>
  );
}

function SidebarNav() {
  const canManageUsers = useHasPermission('users');
  const isSuper = useHasPermission('super');
  const companyLink = useCompanyNavLink();
  return (
    <nav aria-label="Main" className={`${styles.nav} text-white px-3 py-4`}>
      <Link
        to={paths.jobs}
        className={`${styles.brand} d-none d-lg-block fs-5 fw-semibold text-white text-decoration-none px-2 mb-4`}
      >
        Job Intake
      </Link>
      <NavGroup title="Job Lists">
        {JOB_LIST_VIEWS.map((view) => (
          <NavItem key={view.list} to={view.path} label={view.title} />
        ))}
      </NavGroup>
      <NavGroup title="Other">
        <NavItem to={paths.forms} label="Forms" />
        {canManageUsers && <NavItem to={paths.users} label="Users" />}
        {companyLink && <NavItem to={companyLink.to} label={companyLink.label} />}
        {isSuper && <NavItem to={paths.admin} label="Admin" />}
        <NavItem to={paths.settings} label="Settings" />
      </NavGroup>
      <SidebarAccount />
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

function NavItem({ to, label }: { to: string; label: string }) {
  return (
    <li>
      <NavLink to={to} className={styles.link}>
        {label}
      </NavLink>
    </li>
  );
}
