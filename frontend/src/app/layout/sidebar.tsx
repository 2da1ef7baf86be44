import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { JOB_LIST_VIEWS } from '../../features/jobs/job-lists';
import styles from './app-layout.module.css';

export function Sidebar() {
  return (
    <nav aria-label="Main" className={`${styles.sidebar} bg-dark text-white px-3 py-4`}>
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
