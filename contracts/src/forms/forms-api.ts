/**
 * Forms, sections, fields and logo variants (spec sections 2 "Forms list", "Form builder", 3 and
 * 7 "Forms"). Field names follow the spec's entities.
 */

export const FORM_STATUSES = ['pending', 'active'] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];

/** Types the builder offers, with the label it shows. */
export const OFFERED_FIELD_TYPES = [
  { type: 'text', label: 'Text' },
  { type: 'currency', label: 'Currency' },
  { type: 'date', label: 'Date' },
  { type: 'email', label: 'Email' },
  { type: 'address', label: 'Address' },
  { type: 'choice', label: 'Radio Button' },
  { type: 'multi-select', label: 'Multi-select' },
  { type: 'instructions', label: 'Static Text' },
] as const;

/** Every field type the forms carry (the offered ones plus those seen in data). */
export const FIELD_TYPES = [
  'text',
  'currency',
  'date',
  'email',
  'address',
  'choice',
  'multi-select',
  'instructions',
  'assoc_choice',
  'address_plus',
  'hidden',
  'mapped',
  'alpha',
  'alphanum',
  'number',
  'phone',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export interface Choice {
  id: string;
  name: string;
}

export type AddressLayout = 'default' | 'columns';
export type MultiSelectDisplay = 'dropdown' | 'checkbox';

export interface FieldStyle {
  layout?: AddressLayout;
  /** Lot/Parcel/Block inputs on an address. */
  addr_plus?: boolean;
  compact?: boolean;
  fieldset?: boolean;
  allow_same_as?: boolean;
  futureDates?: boolean;
  /** Multi-select style. */
  display?: MultiSelectDisplay;
}

export const DEFAULT_ADDRESS_STYLE: FieldStyle = {
  layout: 'default',
  addr_plus: false,
  compact: false,
  fieldset: false,
};

export interface FieldDto {
  id: string;
  type: FieldType;
  /** For address fields: the address type (2 job location, 3–8 parties, 10–12 with bond no). */
  type_id: number | null;
  title: string;
  description: string;
  required: boolean;
  add_to_notes: boolean;
  order: number;
  section_id: string;
  choices: Choice[];
  style: FieldStyle;
  field_configs: Record<string, unknown>;
  mapped_type: { reference: string } | null;
}

export interface SectionDto {
  id: string;
  title: string;
  order: number;
  readonly: boolean;
  /** 3 to 8 for party sections (shown by the association choice). */
  type_id: number | null;
  fields: FieldDto[];
}

export interface FormVariantDto {
  id: string;
  title: string;
  uuid: string;
  file_id: string | null;
  /** Served under /api/v1/{file.location}. */
  file: { location: string } | null;
  form_id: string;
  created_at: string;
}

export interface ConfigField {
  name: 'project_name' | 'reference_no';
  label: string;
  active: boolean;
  req: boolean;
}

export interface FormConfig {
  fields: ConfigField[];
  allow_none: boolean;
  allow_same_as: boolean;
}

export const DEFAULT_FORM_CONFIG: FormConfig = {
  fields: [
    { name: 'project_name', label: 'Project Name', active: true, req: true },
    { name: 'reference_no', label: 'Customer Reference #', active: false, req: false },
  ],
  allow_none: false,
  allow_same_as: false,
};

export interface FormSummaryDto {
  id: string;
  name: string;
  status: FormStatus;
  mapped: boolean;
  created_at: string;
  form_variant: FormVariantDto[];
}

export interface FormDto extends FormSummaryDto {
  title: string;
  message: string;
  footnote: string;
  config: FormConfig;
  company_id: string;
  sections: SectionDto[];
}

export const FORM_SAVED_MESSAGE = 'Form saved successfully!';
export const DELETE_FORM_CONFIRMATION = 'Are you sure you would like to delete this Form?';
export const DELETE_SECTION_CONFIRMATION = 'Are you sure you want to delete this section?';
export const DELETE_FIELD_CONFIRMATION = 'Are you sure you want to delete this field?';

/**
 * New choice ids: 'key_' followed by the choice count plus 1 (spec section 3), counting further up
 * when a deleted choice left that id taken.
 */
export function nextChoiceId(choices: readonly Choice[]): string {
  const taken = new Set(choices.map((choice) => choice.id));
  let number = choices.length + 1;
  while (taken.has(`key_${number}`)) number += 1;
  return `key_${number}`;
}

/** Field save is disabled when a non-instruction field has no title, or an instruction no text. */
export function canSaveField(field: Pick<FieldDto, 'type' | 'title' | 'description'>): boolean {
  return field.type === 'instructions' ? field.description.trim() !== '' : field.title.trim() !== '';
}
