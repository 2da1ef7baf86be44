import type { FieldDto, SectionDto } from '@job-intake/contracts/forms/forms-api';
import {
  type Active,
  type Announcements,
  type CollisionDetection,
  closestCorners,
  type Over,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { useMemo, useRef } from 'react';
import { fieldName } from './field-types';

/** The id of the sortable list of sections (a section's field list has the section's id). */
export const SECTIONS_LIST_ID = 'sections';

/** Fields collide only with fields and empty field lists; sections only with sections. */
export const collisionDetection: CollisionDetection = (args) => {
  const kind = args.active.data.current?.type as string | undefined;
  const droppableContainers = args.droppableContainers.filter((container) => {
    const type = container.data.current?.type as string | undefined;
    return kind === 'section' ? type === 'section' : type === 'field' || type === 'field-list';
  });
  return closestCorners({ ...args, droppableContainers });
};

/** What the drag handles' descriptions say: the keyboard alternative to dragging. */
export const dragInstructions: ScreenReaderInstructions = {
  draggable:
    'To move this item with the keyboard, press Space or Enter, move it with the up and down ' +
    'arrow keys, and press Space or Enter again to drop it, or Escape to cancel.',
};

/** What dnd-kit's useSortable keeps in an item's data. */
interface SortablePlace {
  containerId: UniqueIdentifier;
  index: number;
  items: UniqueIdentifier[];
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * What a screen reader hears while sections and fields are moved (with the keyboard or a pointer):
 * the item by its name, and the place it would land in, e.g. "position 2 of 3 in section Owner".
 */
export function useDragAnnouncements(
  sections: SectionDto[],
  fieldsById: ReadonlyMap<string, FieldDto>,
): Announcements {
  // A drag starts over the picked item itself: that is no move to tell after "Picked up".
  const justPickedUp = useRef(false);
  return useMemo<Announcements>(() => {
    const titleOf = (sectionId: UniqueIdentifier) =>
      sections.find((s) => s.id === sectionId)?.title ?? '';
    const nameOf = (id: UniqueIdentifier) => {
      const section = sections.find((s) => s.id === id);
      if (section) return `section ${section.title}`;
      const field = fieldsById.get(String(id));
      return field ? `field ${fieldName(field)}` : 'item';
    };
    /** Where the dragged item lands when dropped on `target` (itself, or the item it displaces). */
    const placeOf = (target: Active | Over, activeId: UniqueIdentifier) => {
      const data = target.data.current;
      if (data?.type === 'field-list') {
        return `position 1 of 1 in section ${titleOf(data.sectionId as string)}`;
      }
      const place = data?.sortable as SortablePlace | undefined;
      if (!place) return `the place of ${nameOf(target.id)}`;
      // Over another section's field, before the lists have made room for the dragged one.
      const count = place.items.length + (place.items.includes(activeId) ? 0 : 1);
      const where =
        place.containerId === SECTIONS_LIST_ID ? '' : ` in section ${titleOf(place.containerId)}`;
      return `position ${place.index + 1} of ${count}${where}`;
    };
    return {
      onDragStart: ({ active }) => {
        justPickedUp.current = true;
        return `Picked up ${nameOf(active.id)} at ${placeOf(active, active.id)}.`;
      },
      onDragOver: ({ active, over }) => {
        const first = justPickedUp.current;
        justPickedUp.current = false;
        if (first && over?.id === active.id) return undefined;
        return over
          ? `${capitalize(nameOf(active.id))} is at ${placeOf(over, active.id)}.`
          : `${capitalize(nameOf(active.id))} is over no place to drop it.`;
      },
      onDragEnd: ({ active, over }) =>
        over
          ? `Moved ${nameOf(active.id)} to ${placeOf(over, active.id)}.`
          : `${capitalize(nameOf(active.id))} was dropped where it was.`,
      onDragCancel: ({ active }) =>
        `Moving ${nameOf(active.id)} was cancelled. It is back where it was.`,
    };
  }, [sections, fieldsById]);
}
