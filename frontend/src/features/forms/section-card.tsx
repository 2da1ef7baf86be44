import type { FieldDto, SectionDto } from '@job-intake/contracts/forms/forms-api';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVerticalIcon } from 'lucide-react';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { AddFieldMenu } from './add-field-menu';
import type { DragKind } from './builder-order';
import { NewFieldCard, SortableFieldCard } from './field-card';
import { newField } from './field-types';
import styles from './form-builder.module.css';
import { SectionFieldList } from './section-field-list';
import { SectionHeader } from './section-header';

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
        <SectionFieldList
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
        </SectionFieldList>
        <AddFieldMenu
          sectionId={section.id}
          sectionTitle={section.title}
          onAdd={(type) => setDrafts((list) => [...list, newField(type, section.id)])}
        />
      </Card.Body>
    </Card>
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
        <Badge bg="light" text="body-secondary" className="border fw-normal">
          {section.fields.length === 1 ? '1 field' : `${section.fields.length} fields`}
        </Badge>
      </Card.Header>
    </Card>
  );
}
