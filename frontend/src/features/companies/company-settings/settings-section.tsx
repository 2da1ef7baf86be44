import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

interface SettingsSectionProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** One card of the company Settings tab. */
export function SettingsSection({ title, subtitle, children }: SettingsSectionProps) {
  return (
    <Card as="section" className="shadow-sm border-0 mb-4">
      <Card.Body className="p-4">
        <h2 className="fs-6 fw-semibold mb-1">{title}</h2>
        {subtitle && <p className="small text-body-secondary mb-3">{subtitle}</p>}
        <div className={subtitle ? undefined : 'mt-3'}>{children}</div>
      </Card.Body>
    </Card>
  );
}
