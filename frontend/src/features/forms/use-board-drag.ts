import type { FormDto, SectionDto } from '@job-intake/contracts/forms/forms-api';
import type { DragEndEvent, DragOverEvent, DragStartEvent } from '@dnd-kit/core';
import { arrayMove } from '@dnd-kit/sortable';
import { useState } from 'react';
import {
  changedFieldOrders,
  type DragKind,
  type FieldLists,
  fieldListsOf,
  sectionOf,
  sectionOrders,
} from './builder-order';
import { useReorderFieldsMutation, useReorderSectionsMutation } from './forms-api';

interface Active {
  kind: Exclude<DragKind, null>;
  id: string;
}

/**
 * Dragging sections and fields on the builder: what is dragged, where the drag has put every
 * field, and the new order saved on drop.
 */
export function useBoardDrag(form: FormDto, sections: SectionDto[]) {
  const [active, setActive] = useState<Active | null>(null);
  /** While a field is dragged, where the drag has put every field. */
  const [dragLists, setDragLists] = useState<FieldLists | null>(null);
  const [reorderFields, fieldsResult] = useReorderFieldsMutation();
  const [reorderSections, sectionsResult] = useReorderSectionsMutation();
  const reorderError = fieldsResult.error ?? sectionsResult.error;

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

  return {
    active,
    lists,
    reorderError,
    clearError: () => {
      fieldsResult.reset();
      sectionsResult.reset();
    },
    handlers: {
      onDragStart: handleDragStart,
      onDragOver: handleDragOver,
      onDragEnd: handleDragEnd,
      onDragCancel: () => {
        setActive(null);
        setDragLists(null);
      },
    },
  };
}
