import type { FieldOrder, FormDto, SectionOrder } from '@job-intake/contracts/forms/forms-api';

/** What is being dragged, if anything. */
export type DragKind = 'section' | 'field' | null;

/** The droppable id of a section's field list (where a field lands in an empty section). */
export const fieldListId = (sectionId: string) => `fields:${sectionId}`;

/** Field ids per section id, in display order: what a field drag moves around. */
export type FieldLists = Record<string, string[]>;

export const byOrder = <T extends { order: number }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => a.order - b.order);

export function fieldListsOf(form: FormDto): FieldLists {
  return Object.fromEntries(
    form.sections.map((section) => [section.id, byOrder(section.fields).map((f) => f.id)]),
  );
}

/** The section holding `id`, which is either a field id or a section id. */
export function sectionOf(lists: FieldLists, id: string): string | undefined {
  if (id in lists) return id;
  return Object.keys(lists).find((sectionId) => lists[sectionId]?.includes(id));
}

/**
 * The new positions of every field of each section whose list a drag changed (orders count from
 * 0, as the server numbers them), ready for POST /form/reorderFields. Empty when nothing moved.
 */
export function changedFieldOrders(before: FieldLists, after: FieldLists): FieldOrder[] {
  return Object.entries(after).flatMap(([sectionId, ids]) => {
    const previous = before[sectionId] ?? [];
    const same = previous.length === ids.length && previous.every((id, i) => ids[i] === id);
    if (same) return [];
    return ids.map((id, index) => ({ id, order: index, section_id: sectionId }));
  });
}

/** Puts the fields at the given positions (mutates an Immer draft of the cached form). */
export function applyFieldOrders(form: FormDto, orders: readonly FieldOrder[]): void {
  const fields = new Map(form.sections.flatMap((s) => s.fields.map((f) => [f.id, f] as const)));
  const moved = new Set(orders.map((o) => o.id));
  for (const section of form.sections) {
    section.fields = section.fields.filter((field) => !moved.has(field.id));
  }
  for (const { id, order, section_id } of orders) {
    const field = fields.get(id);
    const section = form.sections.find((s) => s.id === section_id);
    if (!field || !section) continue;
    field.order = order;
    field.section_id = section_id;
    section.fields.push(field);
  }
  for (const section of form.sections) section.fields.sort((a, b) => a.order - b.order);
}

/** Section orders (from 0) for POST /form/reorderSections. */
export function sectionOrders(ids: readonly string[]): SectionOrder[] {
  return ids.map((id, index) => ({ id, order: index }));
}

export function applySectionOrders(form: FormDto, orders: readonly SectionOrder[]): void {
  const positions = new Map(orders.map((o) => [o.id, o.order]));
  for (const section of form.sections) {
    section.order = positions.get(section.id) ?? section.order;
  }
  form.sections.sort((a, b) => a.order - b.order);
}

let lastTempId = 0;

/** A temporary id for a field not saved yet; the save's answer carries the real one. */
export function tempFieldId(): string {
  lastTempId += 1;
  return `tmp-${lastTempId}`;
}
