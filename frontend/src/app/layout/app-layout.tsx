import { Outlet } from 'react-router';
import { Sidebar } from './sidebar';

const YEAR = new Date().getFullYear();

/** The shell of every signed-in page: sidebar, page content, footer. */
export function AppLayout() {
  return (
    <div className="d-flex flex-column flex-md-row min-vh-100">
      <Sidebar />
      <div className="d-flex flex-column flex-grow-1 bg-body-tertiary" style={{ minWidth: 0 }}>
        <main className="flex-grow-1 p-4 p-xl-5">
          <Outlet />
        </main>
        <footer className="px-4 px-xl-5 py-3 border-top small text-body-secondary">
          © {YEAR} Job Intake
        </footer>
      </div>
    </div>
  );
}
