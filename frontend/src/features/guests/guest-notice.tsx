import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

/** A guest page that cannot be shown: why, in a sentence, and nothing of the failure itself. */
export function GuestNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="border-0 shadow-sm mx-auto my-5" style={{ maxWidth: '34rem' }}>
      <Card.Body className="p-4 text-center">
        <h1 className="h4 mb-3">{title}</h1>
        <p className="text-body-secondary mb-0" role="alert">
          {children}
        </p>
      </Card.Body>
    </Card>
  );
}
