import {
  DELETE_SECTION_CONFIRMATION,
  type FieldDto,
  type FieldType,
  OFFERED_FIELD_TYPES,
  type SectionDto,
  SECTION_TITLE_MAX_LENGTH,
} from '@job-intake/contracts/forms/forms-api';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Dropdown from 'react-bootstrap/Dropdown';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { errorMessage } from '../../shared/api/api-error';
import { GripVerticalIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { ConfirmDialog } from '../../shared/components/confirm-dialog';
import { NewFieldCard, SortableFieldCard } from './field-card';
import { type DragKind, fieldListId } from './builder-order';
import { newField } from './field-types';
import {
  useDeleteSectionMutation,
  useGetFormTypesQuery,
  useSaveSectionMutation,
} from './forms-api';
import styles from './form-builder.module.css';

interface SectionCardProps {
  formId: string;
  section: SectionDto;
  /** The section's fields in display order (during a drag, as the drag has them). */
  fields: FieldDto[];
  dragging: DragKind;
}

/** A section of the form: its title, its sortable field cards and the add-field control. */
export function SectionCard({ formId, section, fields, dragging }: SectionCardProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id: section.id,
    data: { type: 'section' },
    disabled: { draggable: false, droppable: dragging === 'field' },
  });
  const [drafts, setDrafts] = useState<FieldDto[]>([]);
  const nextOrder = fields.reduce((max, field) => Math.max(max, field.order), -1) + 1;

  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className={`${styles.handle} btn btn-sm border-0 px-1`}
      aria-label={`Move section ${section.title}`}
      title="Drag to reorder"
      {...attributes}
      {...listeners}
    >
      <GripVerticalIcon />
    </button>
  );

  return (
    <Card
      as="section"
      ref={setNodeRef}
      style={{
        transform: CSS.Translate.toString(transform),
        transition: transition,
      }}
      data-dragging={isDragging}
      data-section-id={section.id}
      aria-label={`Section ${section.title}`}
      className={`${styles.sectionCard} shadow-sm border-0`}
    >
      <SectionHeader formId={formId} section={section} fieldCount={fields.length} handle={handle} />
      <Card.Body className="pt-0">
        <FieldList
          sectionId={section.id}
          fieldIds={fields.map((f) => f.id)}
          dragging={dragging}
          empty={fields.length === 0 && drafts.length === 0}
        >
          {fields.map((field) => (
            <SortableFieldCard
              key={field.id}
              formId={formId}
              field={field}
              dropDisabled={dragging === 'section'}
            />
          ))}
          {drafts.map((draft, index) => (
            <NewFieldCard
              key={draft.id}
              formId={formId}
              field={draft}
              order={nextOrder + index}
              onDiscard={() => setDrafts((list) => list.filter((d) => d.id !== draft.id))}
              onSaved={() => setDrafts((list) => list.filter((d) => d.id !== draft.id))}
            />
          ))}
        </FieldList>
        <AddFieldMenu
          sectionTitle={section.title}
          onAdd={(type) => setDrafts((list) => [...list, newField(type, section.id)])}
        />
      </Card.Body>
    </Card>
  );
}

function FieldList({
  sectionId,
  fieldIds,
  dragging,
  empty,
  children,
}: {
  sectionId: string;
  fieldIds: string[];
  dragging: DragKind;
  empty: boolean;
  children: ReactNode;
}) {
  // An empty section is a drop target of its own; otherwise its fields are.
  const { setNodeRef, isOver } = useDroppable({
    id: fieldListId(sectionId),
    data: { type: 'field-list', sectionId },
    disabled: dragging !== 'field' || fieldIds.length > 0,
  });
  return (
    <SortableContext id={sectionId} items={fieldIds} strategy={verticalListSortingStrategy}>
      <ul
        ref={setNodeRef}
        className="list-unstyled d-flex flex-column gap-2 mb-3"
        aria-label="Fields"
      >
        {children}
        {empty && (
          <li
            className={`${styles.emptyFields} text-center small text-body-secondary py-4`}
            data-over={isOver}
          >
            No fields yet. Add one below, or drag a field here.
          </li>
        )}
      </ul>
    </SortableContext>
  );
}

function AddFieldMenu({
  sectionTitle,
  onAdd,
}: {
  sectionTitle: string;
  onAdd: (type: FieldType) => void;
}) {
  const { data: types } = useGetFormTypesQuery();
  const offered = types?.filter((option) => option.offered) ?? OFFERED_FIELD_TYPES;
  return (
    <Dropdown>
      <Dropdown.Toggle
        variant="outline-primary"
        size="sm"
        aria-label={`Add Field to ${sectionTitle}`}
      >
        <PlusIcon /> <span className="ms-1">Add Field</span>
      </Dropdown.Toggle>
      <Dropdown.Menu role="menu">
        {offered.map((option) => (
          <Dropdown.Item
            key={option.type}
            as="button"
            type="button"
            role="menuitem"
            onClick={() => onAdd(option.type)}
          >
            {option.label}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}

interface SectionHeaderProps {
  formId: string;
  section: SectionDto;
  fieldCount: number;
  handle: ReactNode;
}

function SectionHeader({ formId, section, fieldCount, handle }: SectionHeaderProps) {
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
          <Badge bg="light" text="secondary" className="border fw-normal">
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

/** Inline title edit: saved only when changed and non-empty (spec section 4). */
function SectionTitleForm({
  formId,
  section,
  onDone,
}: {
  formId: string;
  section: SectionDto;
  onDone: () => void;
}) {
  const id = useId();
  const [title, setTitle] = useState(section.title);
  const [saveSection, { isLoading, error }] = useSaveSectionMutation();
  const trimmed = title.trim();
  const canSave = trimmed !== '' && trimmed !== section.title && !isLoading;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSave) return;
    const result = await saveSection({
      form_id: formId,
      section: { id: section.id, title: trimmed, order: section.order },
    });
    if (!result.error) onDone();
  }

  return (
    <Form
      onSubmit={(event) => void handleSubmit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDone();
      }}
    >
      {error && (
        <Alert variant="danger" className="py-2">
          {errorMessage(error, 'The section could not be saved.')}
        </Alert>
      )}
      <div className="d-flex flex-wrap align-items-center gap-2">
        <Form.Label htmlFor={id} visuallyHidden>
          Section title
        </Form.Label>
        <Form.Control
          id={id}
          value={title}
          maxLength={SECTION_TITLE_MAX_LENGTH}
          autoFocus
          autoComplete="off"
          onChange={(event) => setTitle(event.target.value)}
          style={{ maxWidth: '28rem' }}
        />
        <Button type="submit" size="sm" disabled={!canSave}>
          {isLoading && (
            <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
          )}
          Save
        </Button>
        <Button variant="outline-secondary" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

function DeleteSectionDialog({
  formId,
  section,
  onClose,
}: {
  formId: string;
  section: SectionDto;
  onClose: () => void;
}) {
  const [deleteSection, { isLoading, error }] = useDeleteSectionMutation();

  async function confirm() {
    const result = await deleteSection({ form_id: formId, id: section.id });
    if (!result.error) onClose();
  }

  return (
    <ConfirmDialog
      show
      title="Delete Section"
      message={DELETE_SECTION_CONFIRMATION}
      confirmLabel="Delete"
      busy={isLoading}
      error={error ? errorMessage(error, 'The section could not be deleted.') : undefined}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}

/** What the drag overlay shows while a section moves. */
export function SectionOverlayCard({ section }: { section: SectionDto }) {
  return (
    <Card data-drag-overlay className={`${styles.sectionCard} ${styles.overlay} border-0`}>
      <Card.Header className="bg-body border-0 py-3 d-flex align-items-center gap-2">
        <span className={styles.handle}>
          <GripVerticalIcon />
        </span>
        <span className="h5 mb-0">{section.title}</span>
        <Badge bg="light" text="secondary" className="border fw-normal">
          {section.fields.length === 1 ? '1 field' : `${section.fields.length} fields`}
        </Badge>
      </Card.Header>
    </Card>
  );
}
