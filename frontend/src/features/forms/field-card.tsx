import type { FieldDto } from '@job-intake/contracts/forms/forms-api';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVerticalIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../shared/api/api-error';
import { FieldEditor } from './field-editor/field-editor';
import { prepareFieldSave } from './field-save';
import { FieldSummary } from './field-summary';
import { TypeBadge } from './field-type-badge';
import { fieldName } from './field-types';
import { useSaveFieldMutation } from './forms-api';
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

  return (
    <FieldSummary formId={formId} field={field} handle={handle} onEdit={() => setEditing(true)} />
  );
}
