import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { type DragKind, fieldListId } from './builder-order';
import styles from './form-builder.module.css';

/** The sortable list of a section's field cards; an empty one says so and takes a dropped field. */
export function SectionFieldList({
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
