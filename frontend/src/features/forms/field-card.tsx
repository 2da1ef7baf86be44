import { DELETE_FIELD_CONFIRMATION, type FieldDto } from '@job-intake/contracts/forms/forms-api';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type ReactNode, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { errorMessage } from '../../shared/api/api-error';
import { GripVerticalIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { ConfirmDialog } from '../../shared/components/confirm-dialog';
import { FieldEditor } from './field-editor/field-editor';
import { FieldPreview } from './field-preview';
import { prepareFieldSave } from './field-save';
import { fieldName, fieldTypeLabel, isAddress } from './field-types';
import { useDeleteFieldMutation, useSaveFieldMutation } from './forms-api';
import styles from './form-builder.module.css';

interface SortableFieldCardProps {
  formId: string;
  field: FieldDto;
  /** No field can be dropped here while a section is being dragged. */
  dropDisabled: boolean;
}

/** A saved field, draggable by its handle within and between sections. */
export function SortableFieldCard({ formId, field, dropDisabled }: SortableFieldCardProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id: field.id,
    data: { type: 'field', sectionId: field.section_id },
    disabled: { draggable: false, droppable: dropDisabled },
  });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className={`${styles.handle} btn btn-sm border-0 px-1`}
      aria-label={`Move field ${fieldName(field)}`}
      title="Drag to reorder"
      {...attributes}
      {...listeners}
    >
      <GripVerticalIcon />
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      style={{
        transform: CSS.Translate.toString(transform),
        transition: transition,
      }}
      data-dragging={isDragging}
      data-field-id={field.id}
      className={`${styles.fieldCard} border rounded-3 p-3`}
    >
      <FieldCard formId={formId} field={field} handle={handle} />
    </li>
  );
}

interface NewFieldCardProps {
  formId: string;
  field: FieldDto;
  /** Where the field goes in its section when saved. */
  order: number;
  onDiscard: () => void;
  onSaved: () => void;
}

/** A field added but not saved yet: always in edit mode; Cancel removes it. */
export function NewFieldCard({ formId, field, order, onDiscard, onSaved }: NewFieldCardProps) {
  return (
    <li className={`${styles.fieldCard} border rounded-3 p-3`}>
      <FieldCard formId={formId} field={field} newField={{ order, onDiscard, onSaved }} />
    </li>
  );
}

/** What the drag overlay shows while a field moves. */
export function FieldOverlayCard({ field }: { field: FieldDto }) {
  return (
    <div data-drag-overlay className={`${styles.fieldCard} ${styles.overlay} border rounded-3 p-3`}>
      <div className="d-flex align-items-center gap-2">
        <span className={styles.handle}>
          <GripVerticalIcon />
        </span>
        <span className="fw-semibold">{fieldName(field)}</span>
        <TypeBadge field={field} />
      </div>
    </div>
  );
}

interface FieldCardProps {
  formId: string;
  field: FieldDto;
  handle?: ReactNode;
  newField?: { order: number; onDiscard: () => void; onSaved: () => void };
}

function FieldCard({ formId, field, handle, newField }: FieldCardProps) {
  const [editing, setEditing] = useState(Boolean(newField));
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [saveField, saveState] = useSaveFieldMutation();

  async function save(edited: FieldDto) {
    const prepared = prepareFieldSave(newField ? null : field, edited);
    const result = await saveField({
      form_id: formId,
      field: newField ? { ...prepared.field, order: newField.order } : prepared.field,
      deletedChoices: prepared.deletedChoices,
    });
    if (result.error) return;
    if (newField) newField.onSaved();
    else setEditing(false);
  }

  function cancel() {
    saveState.reset();
    // A new field goes away; an existing one goes back to its saved state (spec section 4).
    if (newField) newField.onDiscard();
    else setEditing(false);
  }

  if (editing) {
    return (
      <FieldEditor
        field={field}
        isNew={Boolean(newField)}
        saving={saveState.isLoading}
        error={
          saveState.error
            ? errorMessage(saveState.error, 'The field could not be saved.')
            : undefined
        }
        onSave={(edited) => void save(edited)}
        onCancel={cancel}
      />
    );
  }

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
          onClick={() => setEditing(true)}
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

function TypeBadge({ field }: { field: FieldDto }) {
  return (
    <Badge bg="secondary-subtle" text="secondary-emphasis" className={styles.typeBadge}>
      {fieldTypeLabel(field.type)}
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

function DeleteFieldDialog({
  formId,
  field,
  onClose,
}: {
  formId: string;
  field: FieldDto;
  onClose: () => void;
}) {
  const [deleteField, { isLoading, error }] = useDeleteFieldMutation();

  async function confirm() {
    const result = await deleteField({ form_id: formId, id: field.id });
    if (!result.error) onClose();
  }

  return (
    <ConfirmDialog
      show
      title="Delete Field"
      message={DELETE_FIELD_CONFIRMATION}
      confirmLabel="Delete"
      busy={isLoading}
      error={error ? errorMessage(error, 'The field could not be deleted.') : undefined}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
