import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import styles from './job-settings-panel.module.css';

interface SettingCellProps {
  label: string;
  htmlFor?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}

/** One setting of the panel: its label above its value or input. */
export function SettingCell({ label, htmlFor, className, children }: SettingCellProps) {
  return (
    <div className={`${styles.cell} ${className ?? ''}`}>
      {htmlFor ? (
        <Form.Label htmlFor={htmlFor} className={styles.label}>
          {label}
        </Form.Label>
      ) : (
        <div className={styles.label}>{label}</div>
      )}
      {children}
    </div>
  );
}

interface ValueProps {
  text: string | null | undefined;
  empty?: string;
}

/** A saved value as text, or what stands for none. */
export function Value({ text, empty = 'Not set' }: ValueProps) {
  return text ? (
    <div className="text-break">{text}</div>
  ) : (
    <div className="text-body-secondary fst-italic">{empty}</div>
  );
}

interface CustomerValueProps {
  label: ReactNode;
  /** Missing when the user may not change the settings. */
  onAccept: (() => void) | undefined;
  busy: boolean;
}

/** The customer's value of a field, accepted with a click. */
export function CustomerValue({ label, onAccept, busy }: CustomerValueProps) {
  return (
    <div className={`${styles.customer} mt-2`}>
      <span className="small text-body-secondary me-2">Customer submitted:</span>
      {onAccept ? (
        <Button
          size="sm"
          variant="outline-info"
          className="py-0"
          title="Use the customer's value"
          disabled={busy}
          onClick={onAccept}
        >
          {label || 'Not set'} <span aria-hidden="true">✓</span>
          <span className="visually-hidden"> — accept</span>
        </Button>
      ) : (
        <span className="small fw-semibold">{label || 'Not set'}</span>
      )}
    </div>
  );
}
