import { ATTACHMENTS_TITLE } from '@job-intake/contracts/job-form/messages';
import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import styles from './job-form.module.css';

export const NO_ATTACHMENTS = 'No attachments.';

/** The Attachments card after the sections (the quick navigation links to it by its id). */
export function JobFormAttachmentsCard({ id, children }: { id: string; children?: ReactNode }) {
  return (
    <Card className={`${styles.sectionCard} mb-4`} id={id}>
      <Card.Header as="h3" className="h6 mb-0 py-3">
        {ATTACHMENTS_TITLE}
      </Card.Header>
      <Card.Body>
        {children ?? <span className="text-body-secondary">{NO_ATTACHMENTS}</span>}
      </Card.Body>
    </Card>
  );
}
