import type { GuestCompany } from '@job-intake/contracts/guests/guest-api';
import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

interface GuestNoticeProps {
  title: string;
  /** Who sent the link, when the page knows: the guest knows whom to ask. */
  company?: GuestCompany;
  children: ReactNode;
}

/** A guest page that cannot be shown: why, in a sentence, and nothing of the failure itself. */
export function GuestNotice({ title, company, children }: GuestNoticeProps) {
  return (
    <Card className="border-0 shadow-sm mx-auto my-5" style={{ maxWidth: '34rem' }}>
      <Card.Body className="p-4 text-center">
        {company && <p className="fw-semibold text-body-secondary mb-1">{company.name}</p>}
        <h1 className="h4 mb-3">{title}</h1>
        <p className="text-body-secondary mb-0" role="alert">
          {children}
        </p>
      </Card.Body>
    </Card>
  );
}
