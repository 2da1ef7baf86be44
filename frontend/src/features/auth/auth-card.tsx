import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { ClipboardCheckIcon } from 'lucide-react';
import styles from './auth-card.module.css';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Small print under the card (links). */
  footer?: ReactNode;
}

const YEAR = new Date().getFullYear();

/** The centred card of the sign-in pages, under the product name. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <div className={styles.screen}>
      <main id="main-content" tabIndex={-1} className={styles.column}>
        <div className="text-center mb-4">
          <span className={`${styles.mark} mb-3`} aria-hidden="true">
            <ClipboardCheckIcon />
          </span>
          <div className="fs-4 fw-semibold lh-sm">Job Intake</div>
          <div className="small text-body-secondary">
            Job information for notice and lien services
          </div>
        </div>
        <Card className={styles.card}>
          <Card.Body className="p-4 p-sm-5">
            <h1 className="h4 mb-1">{title}</h1>
            {subtitle && <p className="text-body-secondary small mb-4">{subtitle}</p>}
            {!subtitle && <div className="mb-4" />}
            {children}
          </Card.Body>
        </Card>
        <footer className="d-flex flex-wrap justify-content-center gap-3 small text-body-secondary mt-4">
          <span>© {YEAR} Job Intake</span>
          {footer}
        </footer>
      </main>
    </div>
  );
}
