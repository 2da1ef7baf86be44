import {
  DEFAULT_ADDRESS_STYLE,
  FIELD_TYPE_LABELS,
  type FieldDto,
  hasChoices,
  type FieldStyle,
  type FieldType,
} from '@job-intake/contracts/forms/forms-api';
import { tempFieldId } from './builder-order';

export function fieldTypeLabel(type: FieldType): string {
  return FIELD_TYPE_LABELS[type] ?? type;
}

/** The name a field goes by in labels and announcements. */
export function fieldName(field: FieldDto): string {
  return field.title.trim() || fieldTypeLabel(field.type);
}

export const isAddress = (type: FieldType) => type === 'address' || type === 'address_plus';

/** The style a new field of the type starts with (spec section 9 defaults). */
function defaultStyle(type: FieldType): FieldStyle {
  if (isAddress(type)) return { ...DEFAULT_ADDRESS_STYLE };
  if (type === 'multi-select') return { display: 'dropdown' };
  return {};
}

/** A new, unsaved field with a temporary id. */
export function newField(type: FieldType, sectionId: string): FieldDto {
  return {
    id: tempFieldId(),
    type,
    type_id: null,
    title: '',
    description: '',
    required: false,
    add_to_notes: false,
    order: 0,
    section_id: sectionId,
    // A choice field needs a choice: the first input is there to type it in.
    choices: hasChoices(type) ? [{ id: 'key_1', name: '' }] : [],
    style: defaultStyle(type),
    field_configs: {},
    mapped_type: null,
  };
}
