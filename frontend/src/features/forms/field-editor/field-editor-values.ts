import type { FieldEditorValues } from '@job-intake/contracts/forms/field.schema';
import type { FieldDto } from '@job-intake/contracts/forms/forms-api';

/** What the editor's inputs start with: the field's editable parts. */
export function editorValues(field: FieldDto): FieldEditorValues {
  const { title, description, required, add_to_notes, choices, style, mapped_type } = field;
  return { title, description, required, add_to_notes, choices, style, mapped_type };
}
