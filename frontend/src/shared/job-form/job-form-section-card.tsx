import type { SectionDto } from '@job-intake/contracts/forms/forms-api';
import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { Button } from '../ui/button';
import { PencilIcon } from 'lucide-react';
import { sectionAnchor } from './anchors';
import styles from './job-form.module.css';

interface SectionCardProps {
  section: SectionDto;
  editable: boolean;
  showPencil: boolean;
  editing: boolean;
  saving: boolean;
  onEdit: () => void;
  onSave: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/** A section as a card; a pending job's section has an edit pencil, then Save and Cancel. */
export function SectionCard({
  section,
  editable,
  showPencil,
  editing,
  saving,
  onEdit,
  onSave,
  onCancel,
  children,
}: SectionCardProps) {
  return (
    <Card
      className={`${styles.sectionCard} mb-4 ${editing ? 'border-primary' : ''}`}
      id={sectionAnchor(section.id)}
      data-section-type={section.type_id ?? undefined}
      aria-labelledby={`${sectionAnchor(section.id)}-title`}
      as="section"
    >
      <Card.Header className="d-flex align-items-center justify-content-between gap-2 py-2">
        <h3 className="h6 mb-0 py-2" id={`${sectionAnchor(section.id)}-title`}>
          {section.title}
        </h3>
        {showPencil && (
          <div className="d-flex gap-2 d-print-none">
            {editing ? (
              <>
                <Button
                  size="sm"
                  variant="primary"
                  onClick={onSave}
                  busy={saving}
                  spinnerClassName="me-1"
                >
                  Save
                </Button>
                <Button size="sm" variant="outline-secondary" onClick={onCancel} disabled={saving}>
                  Cancel
                </Button>
              </>
            ) : (
              <Button
                size="sm"
                variant="link"
                className="p-1 lh-1 text-body-secondary"
                aria-label={`Edit ${section.title}`}
                title={`Edit ${section.title}`}
                onClick={onEdit}
              >
                <PencilIcon />
              </Button>
            )}
          </div>
        )}
      </Card.Header>
      <Card.Body data-editable={editable || undefined}>{children}</Card.Body>
    </Card>
  );
}
