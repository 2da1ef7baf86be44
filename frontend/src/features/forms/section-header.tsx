import type { SectionDto } from '@job-intake/contracts/forms/forms-api';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { DeleteSectionDialog } from './delete-section-dialog';
import { SectionTitleForm } from './section-title-form';

interface SectionHeaderProps {
  formId: string;
  section: SectionDto;
  fieldCount: number;
  handle: ReactNode;
}

/** A section's title with its drag handle, field count, and edit and delete buttons. */
export function SectionHeader({ formId, section, fieldCount, handle }: SectionHeaderProps) {
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  return (
    <Card.Header className="bg-transparent border-0 pt-3 pb-2">
      {editing ? (
        <SectionTitleForm formId={formId} section={section} onDone={() => setEditing(false)} />
      ) : (
        <div className="d-flex align-items-center gap-2">
          {handle}
          <h2 className="h5 mb-0 text-break">{section.title}</h2>
          <Badge bg="light" text="body-secondary" className="border fw-normal">
            {fieldCount === 1 ? '1 field' : `${fieldCount} fields`}
          </Badge>
          <div className="ms-auto d-flex gap-1">
            <Button
              variant="link"
              className="p-1 lh-1 text-body-secondary"
              aria-label={`Edit section title ${section.title}`}
              title="Edit section title"
              onClick={() => setEditing(true)}
            >
              <PencilIcon />
            </Button>
            <Button
              variant="link"
              className="p-1 lh-1 text-danger"
              aria-label={`Delete section ${section.title}`}
              title="Delete section"
              onClick={() => setConfirmingDelete(true)}
            >
              <Trash2Icon />
            </Button>
          </div>
        </div>
      )}
      {confirmingDelete && (
        <DeleteSectionDialog
          formId={formId}
          section={section}
          onClose={() => setConfirmingDelete(false)}
        />
      )}
    </Card.Header>
  );
}
