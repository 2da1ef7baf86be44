import type { FieldDto, FormDto, SectionDto } from '@job-intake/contracts/forms/forms-api';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useMemo } from 'react';
import Alert from 'react-bootstrap/Alert';
import { errorMessage } from '../../shared/api/api-error';
import { AddSectionCard } from './add-section-card';
import { byOrder } from './builder-order';
import {
  collisionDetection,
  dragInstructions,
  SECTIONS_LIST_ID,
  useDragAnnouncements,
} from './drag-announcements';
import { FieldOverlayCard } from './field-card';
import { SectionCard, SectionOverlayCard } from './section-card';
import { useBoardDrag } from './use-board-drag';

/** The sections of a form as sortable cards holding sortable field cards. */
export function SectionsBoard({ form }: { form: FormDto }) {
  const sections = useMemo(() => byOrder(form.sections), [form.sections]);
  const fieldsById = useMemo(
    () => new Map(form.sections.flatMap((s) => s.fields.map((f) => [f.id, f] as const))),
    [form.sections],
  );
  const { active, lists, reorderError, clearError, handlers } = useBoardDrag(form, sections);
  const announcements = useDragAnnouncements(sections, fieldsById);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const fieldsOf = (section: SectionDto): FieldDto[] =>
    (lists[section.id] ?? []).flatMap((id) => fieldsById.get(id) ?? []);
  const activeSection =
    active?.kind === 'section' ? sections.find((s) => s.id === active.id) : undefined;
  const activeField = active?.kind === 'field' ? fieldsById.get(active.id) : undefined;

  return (
    <>
      {reorderError && (
        <Alert variant="danger" dismissible onClose={clearError}>
          {errorMessage(reorderError, 'The new order could not be saved.')} The previous order was
          restored.
        </Alert>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={collisionDetection}
        accessibility={{ announcements, screenReaderInstructions: dragInstructions }}
        {...handlers}
      >
        <SortableContext
          id={SECTIONS_LIST_ID}
          items={sections.map((s) => s.id)}
          strategy={verticalListSortingStrategy}
        >
          <div className="d-flex flex-column gap-4">
            {sections.length === 0 && (
              <p className="text-center text-body-secondary py-4 mb-0">
                This form has no sections yet. Add the first one below.
              </p>
            )}
            {sections.map((section) => (
              <SectionCard
                key={section.id}
                formId={form.id}
                section={section}
                fields={fieldsOf(section)}
                dragging={active?.kind ?? null}
              />
            ))}
          </div>
        </SortableContext>
        <DragOverlay>
          {activeSection && <SectionOverlayCard section={activeSection} />}
          {activeField && <FieldOverlayCard field={activeField} />}
        </DragOverlay>
      </DndContext>
      <AddSectionCard
        formId={form.id}
        nextOrder={sections.reduce((max, s) => Math.max(max, s.order), -1) + 1}
      />
    </>
  );
}
