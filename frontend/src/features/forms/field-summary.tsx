import type { FieldDto } from '@job-intake/contracts/forms/forms-api';
import { MAPPED_SETTINGS, mappedSettingOf } from '@job-intake/contracts/jobs/mapped-settings';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { DeleteFieldDialog } from './delete-field-dialog';
import { FieldPreview } from './field-preview';
import { TypeBadge } from './field-type-badge';
import { fieldName, isAddress } from './field-types';
import styles from './form-builder.module.css';

interface FieldSummaryProps {
  formId: string;
  field: FieldDto;
  handle?: ReactNode;
  onEdit: () => void;
}

/** A saved field as the builder lists it: name, badges, preview, and edit and delete buttons. */
export function FieldSummary({ formId, field, handle, onEdit }: FieldSummaryProps) {
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const name = fieldName(field);
  const instructions = field.type === 'instructions';
  return (
    <div className="d-flex align-items-start gap-2">
      {handle}
      <div className="flex-grow-1" style={{ minWidth: 0 }}>
        <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
          <span className="fw-semibold text-break">
            {instructions && !field.title ? 'Static Text' : name}
          </span>
          {field.required && (
            <Badge bg="danger-subtle" text="danger-emphasis" className={styles.typeBadge}>
              Required
            </Badge>
          )}
          <MappedBadge field={field} />
          {field.add_to_notes && (
            <Badge bg="info-subtle" text="info-emphasis" className={styles.typeBadge}>
              Added to Notes
            </Badge>
          )}
        </div>
        {field.description && (
          <p
            className={`mb-2 ${instructions ? '' : 'small text-body-secondary'}`}
            style={{ whiteSpace: 'pre-wrap' }}
          >
            {field.description}
          </p>
        )}
        <FieldPreview field={field} />
        {isAddress(field.type) && <AddressStyleSummary field={field} />}
      </div>
      <div className="d-flex align-items-center gap-1 flex-shrink-0">
        <TypeBadge field={field} />
        <Button
          variant="link"
          className="p-1 lh-1 text-body-secondary"
          aria-label={`Edit field ${name}`}
          title="Edit field"
          onClick={onEdit}
        >
          <PencilIcon />
        </Button>
        <Button
          variant="link"
          className="p-1 lh-1 text-danger"
          aria-label={`Delete field ${name}`}
          title="Delete field"
          onClick={() => setConfirmingDelete(true)}
        >
          <Trash2Icon />
        </Button>
      </div>
      {confirmingDelete && (
        <DeleteFieldDialog
          formId={formId}
          field={field}
          onClose={() => setConfirmingDelete(false)}
        />
      )}
    </div>
  );
}

/** The job setting the field shares its value with, if any. */
function MappedBadge({ field }: { field: FieldDto }) {
  const reference = mappedSettingOf(field);
  const setting = MAPPED_SETTINGS.find((candidate) => candidate.reference === reference);
  if (!setting) return null;
  return (
    <Badge bg="warning-subtle" text="warning-emphasis" className={styles.typeBadge}>
      Maps to {setting.label}
    </Badge>
  );
}

function AddressStyleSummary({ field }: { field: FieldDto }) {
  const { layout = 'default', addr_plus, compact, fieldset } = field.style;
  const parts = [
    layout === 'columns' ? 'Columns layout' : 'Default layout',
    addr_plus && 'Lot/Parcel/Block',
    compact && 'Compact',
    fieldset && 'Fieldset',
  ].filter(Boolean);
  return <div className="small text-body-secondary mt-1">{parts.join(' · ')}</div>;
}
