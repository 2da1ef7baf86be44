import type { FieldDto, FormDto, SectionDto } from '@job-intake/contracts/forms/forms-api';
import {
  type Announcements,
  type CollisionDetection,
  closestCorners,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragOverEvent,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { errorMessage } from '../../shared/api/api-error';
import { AddSectionCard } from './add-section-card';
import {
  byOrder,
  changedFieldOrders,
  type DragKind,
  type FieldLists,
  fieldListsOf,
  sectionOf,
  sectionOrders,
} from './builder-order';
import { FieldOverlayCard } from './field-card';
import { fieldName } from './field-types';
import { useReorderFieldsMutation, useReorderSectionsMutation } from './forms-api';
import { SectionCard, SectionOverlayCard } from './section-card';

interface Active {
  kind: Exclude<DragKind, null>;
  id: string;
}

/** Fields collide only with fields and empty field lists; sections only with sections. */
const collisionDetection: CollisionDetection = (args) => {
  const kind = args.active.data.current?.type as string | undefined;
  const droppableContainers = args.droppableContainers.filter((container) => {
    const type = container.data.current?.type as string | undefined;
    return kind === 'section' ? type === 'section' : type === 'field' || type === 'field-list';
  });
  return closestCorners({ ...args, droppableContainers });
};

/** The sections of a form as sortable cards holding sortable field cards. */
export function SectionsBoard({ form }: { form: FormDto }) {
  const sections = useMemo(() => byOrder(form.sections), [form.sections]);
  const fieldsById = useMemo(
    () => new Map(form.sections.flatMap((s) => s.fields.map((f) => [f.id, f] as const))),
    [form.sections],
  );
  const [active, setActive] = useState<Active | null>(null);
  /** While a field is dragged, where the drag has put every field. */
  const [dragLists, setDragLists] = useState<FieldLists | null>(null);
  const [reorderFields, fieldsResult] = useReorderFieldsMutation();
  const [reorderSections, sectionsResult] = useReorderSectionsMutation();
  const reorderError = fieldsResult.error ?? sectionsResult.error;

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const lists = dragLists ?? fieldListsOf(form);

  function handleDragStart({ active: dragged }: DragStartEvent) {
    const kind = dragged.data.current?.type === 'section' ? 'section' : 'field';
    setActive({ kind, id: String(dragged.id) });
    if (kind === 'field') setDragLists(fieldListsOf(form));
  }

  /** A field crossing into another section moves there at once, so the lists make room. */
  function handleDragOver({ active: dragged, over }: DragOverEvent) {
    if (active?.kind !== 'field' || !over) return;
    const activeId = String(dragged.id);
    const overId = String(over.id);
    if (overId === activeId) return;
    setDragLists((current) => {
      if (!current) return current;
      const from = sectionOf(current, activeId);
      const to =
        over.data.current?.type === 'field-list'
          ? (over.data.current.sectionId as string)
          : sectionOf(current, overId);
      if (!from || !to || from === to) return current;
      const source = (current[from] ?? []).filter((id) => id !== activeId);
      const target = [...(current[to] ?? [])];
      const overIndex = target.indexOf(overId);
      target.splice(overIndex === -1 ? target.length : overIndex, 0, activeId);
      return { ...current, [from]: source, [to]: target };
    });
  }

  function handleDragEnd({ active: dragged, over }: DragEndEvent) {
    const kind = active?.kind;
    const finalLists = dragLists;
    setActive(null);
    setDragLists(null);
    if (!over) return;
    const activeId = String(dragged.id);
    const overId = String(over.id);

    if (kind === 'section') {
      const ids = sections.map((s) => s.id);
      const from = ids.indexOf(activeId);
      const to = ids.indexOf(overId);
      if (from === -1 || to === -1 || from === to) return;
      fieldsResult.reset();
      void reorderSections({ form_id: form.id, sections: sectionOrders(arrayMove(ids, from, to)) });
      return;
    }

    if (kind === 'field' && finalLists) {
      const sectionId = sectionOf(finalLists, activeId);
      if (!sectionId) return;
      const ids = finalLists[sectionId] ?? [];
      const from = ids.indexOf(activeId);
      const to = ids.indexOf(overId);
      const after =
        to === -1 || from === to
          ? finalLists
          : { ...finalLists, [sectionId]: arrayMove(ids, from, to) };
      const orders = changedFieldOrders(fieldListsOf(form), after);
      if (orders.length === 0) return;
      sectionsResult.reset();
      void reorderFields({ form_id: form.id, fields: orders });
    }
  }

  const announcements = useMemo<Announcements>(() => {
    const nameOf = (id: string | number) => {
      const section = sections.find((s) => s.id === id);
      if (section) return `section ${section.title}`;
      const field = fieldsById.get(String(id));
      return field ? `field ${fieldName(field)}` : 'item';
    };
    return {
      onDragStart: ({ active: a }) => `Picked up ${nameOf(a.id)}.`,
      onDragOver: ({ active: a, over }) =>
        over ? `${capitalize(nameOf(a.id))} is over ${nameOf(over.id)}.` : undefined,
      onDragEnd: ({ active: a, over }) =>
        over
          ? `${capitalize(nameOf(a.id))} was dropped over ${nameOf(over.id)}.`
          : `${capitalize(nameOf(a.id))} was dropped.`,
      onDragCancel: ({ active: a }) => `Moving ${nameOf(a.id)} was cancelled.`,
    };
  }, [sections, fieldsById]);

  const fieldsOf = (section: SectionDto): FieldDto[] =>
    (lists[section.id] ?? []).flatMap((id) => fieldsById.get(id) ?? []);
  const activeSection =
    active?.kind === 'section' ? sections.find((s) => s.id === active.id) : undefined;
  const activeField = active?.kind === 'field' ? fieldsById.get(active.id) : undefined;

  return (
    <>
      {reorderError && (
        <Alert
          variant="danger"
          dismissible
          onClose={() => {
            fieldsResult.reset();
            sectionsResult.reset();
          }}
        >
          {errorMessage(reorderError, 'The new order could not be saved.')} The previous order was
          restored.
        </Alert>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={collisionDetection}
        accessibility={{ announcements }}
        onDragStart={handleDragStart}
        onDragOver={handleDragOver}
        onDragEnd={handleDragEnd}
        onDragCancel={() => {
          setActive(null);
          setDragLists(null);
        }}
      >
        <SortableContext
          id="sections"
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

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
