import type { SectionDto } from '@job-intake/contracts/forms/forms-api';
import { useState } from 'react';
import type { JobFormBusy } from './job-form-busy';

interface SectionEditingOptions {
  /** The ids of the visible fields with unsaved edits. */
  changed: readonly string[];
  /** Saves these fields' edits (one through the single-field update); false when refused. */
  save: (ids: readonly string[], single: boolean) => Promise<boolean>;
  /** Drops these fields' edits, clearing what was said about them. */
  discard: (ids: readonly string[]) => void;
  setBusy: (busy: JobFormBusy) => void;
}

/** A job in Review: a section is changed after its pencil, then saved or cancelled on its own. */
export function useSectionEditing({ changed, save, discard, setBusy }: SectionEditingOptions) {
  const [editingSections, setEditingSections] = useState<ReadonlySet<string>>(new Set());
  const stopEditing = (section: SectionDto) =>
    setEditingSections((current) => new Set([...current].filter((id) => id !== section.id)));

  return {
    editingSections,
    startEditing: (section: SectionDto) =>
      setEditingSections((current) => new Set([...current, section.id])),
    async saveSection(section: SectionDto) {
      const ids = changed.filter((id) => section.fields.some((field) => field.id === id));
      if (ids.length > 0) {
        setBusy({ section: section.id });
        const saved = await save(ids, ids.length === 1);
        setBusy(null);
        if (!saved) return;
      }
      stopEditing(section);
    },
    cancelSection(section: SectionDto) {
      discard(section.fields.map((field) => field.id));
      stopEditing(section);
    },
  };
}
