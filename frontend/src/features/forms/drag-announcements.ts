import type { FieldDto, SectionDto } from '@job-intake/contracts/forms/forms-api';
import { type Announcements, type CollisionDetection, closestCorners } from '@dnd-kit/core';
import { useMemo } from 'react';
import { fieldName } from './field-types';

/** Fields collide only with fields and empty field lists; sections only with sections. */
export const collisionDetection: CollisionDetection = (args) => {
  const kind = args.active.data.current?.type as string | undefined;
  const droppableContainers = args.droppableContainers.filter((container) => {
    const type = container.data.current?.type as string | undefined;
    return kind === 'section' ? type === 'section' : type === 'field' || type === 'field-list';
  });
  return closestCorners({ ...args, droppableContainers });
};

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What a screen reader hears while sections and fields are dragged, by their names. */
export function useDragAnnouncements(
  sections: SectionDto[],
  fieldsById: ReadonlyMap<string, FieldDto>,
): Announcements {
  return useMemo<Announcements>(() => {
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
}
