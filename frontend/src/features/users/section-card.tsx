import type { ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';

interface SectionCardProps {
  title: string;
  count?: number;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/** One card of the users page: a titled header with its actions, then a table. */
export function SectionCard({ title, count, description, actions, children }: SectionCardProps) {
  const headingId = `${title.toLowerCase().replace(/\W+/g, '-')}-heading`;
  return (
    <Card
      as="section"
      aria-labelledby={headingId}
      className="shadow-sm border-0 overflow-hidden h-100"
    >
      <Card.Header className="bg-body border-bottom d-flex flex-wrap flex-sm-nowrap align-items-center justify-content-between gap-3 py-3 px-3">
        <div className="flex-grow-1" style={{ minWidth: 0 }}>
          <h2 id={headingId} className="h5 mb-0 d-flex align-items-center gap-2">
            {title}
            {count !== undefined && (
              <Badge bg="secondary-subtle" text="secondary-emphasis" pill className="fw-semibold">
                {count}
              </Badge>
            )}
          </h2>
          {description && <p className="small text-body-secondary mb-0 mt-1">{description}</p>}
        </div>
        {actions && <div className="d-flex flex-wrap flex-shrink-0 mw-100 gap-2">{actions}</div>}
      </Card.Header>
      {children}
    </Card>
  );
}
