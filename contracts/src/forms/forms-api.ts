/**
 * Forms, sections, fields and logo variants (spec sections 2 "Forms list", "Form builder", 3 and
 * 7 "Forms"). Field names follow the spec's entities.
 */
import type { CompanyScopeQuery } from '../identity/users-api';
import type { PageInfo, PageQuery } from '../paging';

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
  /**
   * Association choices only: with the flag, party sections are shown when the chosen value is
   * strictly greater than their type_id instead of at least it (spec 4 "Section visibility").
   */
  extra?: boolean;
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
  /**
   * True only on the stand-in variant a form without variants is answered with (title 'Default',
   * the default logo at DEFAULT_LOGO_LOCATION; its id and uuid are the form's id). It is not a
   * stored row: it cannot be edited or deleted, and saving a logo variant for the form creates the
   * first real one.
   */
  is_default?: boolean;
}

export interface ConfigField {
  name: (typeof CONFIG_FIELD_NAMES)[number];
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
  return field.type === 'instructions'
    ? field.description.trim() !== ''
    : field.title.trim() !== '';
}

// ---------------------------------------------------------------------------------------------
// The forms API (spec 7 "Forms" and "Uploads"): rules shared by the builder and the server, and
// the request and answer of every call. All paths are under /api/v1 and need a bearer token
// unless marked public. Writes need the `forms` permission (403 otherwise); a form of another
// company, or a deleted one, is answered 404 like a missing one. Errors are
// `{ statusCode, message, error }` (message a string or a list of strings).
// ---------------------------------------------------------------------------------------------

/** The label the builder shows for every field type (offered ones as in the spec). */
export const FIELD_TYPE_LABELS: Record<FieldType, string> = {
  text: 'Text',
  currency: 'Currency',
  date: 'Date',
  email: 'Email',
  address: 'Address',
  choice: 'Radio Button',
  'multi-select': 'Multi-select',
  instructions: 'Static Text',
  assoc_choice: 'Association Choice',
  address_plus: 'Address Plus',
  hidden: 'Hidden',
  mapped: 'Mapped',
  alpha: 'Alpha',
  alphanum: 'Alphanumeric',
  number: 'Number',
  phone: 'Phone',
};

/** One entry of GET /form/types. */
export interface FieldTypeOption {
  type: FieldType;
  label: string;
  /** Whether the builder offers it in its type list (the others are only seen in data). */
  offered: boolean;
}

/** GET /form/types answers this list (every FIELD_TYPES entry, offered ones first). */
export const FIELD_TYPE_OPTIONS: readonly FieldTypeOption[] = [
  ...OFFERED_FIELD_TYPES.map(({ type, label }) => ({ type, label, offered: true })),
  ...FIELD_TYPES.filter(
    (type) => !OFFERED_FIELD_TYPES.some((offered) => offered.type === type),
  ).map((type) => ({ type, label: FIELD_TYPE_LABELS[type], offered: false })),
];

/** Field types that carry a list of choices (at least one is needed to save them). */
export const CHOICE_FIELD_TYPES = ['choice', 'multi-select', 'assoc_choice'] as const;

export function hasChoices(type: FieldType): boolean {
  return (CHOICE_FIELD_TYPES as readonly string[]).includes(type);
}

/** The association choice's type_id (spec 3); the server sets it when a field sends none. */
export const ASSOC_CHOICE_TYPE_ID = 25;
/** Section type_ids of party sections, shown by the association choice (spec 3, 4). */
export const PARTY_SECTION_TYPE_IDS = [3, 4, 5, 6, 7, 8] as const;
/** Address type_ids: 2 job location, null customer, 3–8 parties, 10–12 with a bond number. */
export const JOB_LOCATION_ADDRESS_TYPE_ID = 2;
export const BOND_ADDRESS_TYPE_IDS = [10, 11, 12] as const;
/** Customer contact roles (spec 9): the usual choices of an association choice field. */
export const CONTACT_ROLES: readonly Choice[] = [
  { id: '1', name: 'Owner' },
  { id: '3', name: 'General Contractor' },
  { id: '4', name: 'Subcontractor' },
  { id: '5', name: 'Sub-Subcontractor' },
];

export const FORM_NAME_MAX_LENGTH = 255;
export const SECTION_TITLE_MAX_LENGTH = 255;
export const FIELD_TITLE_MAX_LENGTH = 255;
export const FIELD_DESCRIPTION_MAX_LENGTH = 10000;
export const FORM_TEXT_MAX_LENGTH = 20000;
export const CHOICE_NAME_MAX_LENGTH = 255;
export const MAX_CHOICES = 500;
export const VARIANT_TITLE_MAX_LENGTH = 100;
/** The label of a configurable field (project_name, reference_no) and how many there are. */
export const CONFIG_FIELD_LABEL_MAX_LENGTH = 100;
export const CONFIG_FIELD_NAMES = ['project_name', 'reference_no'] as const;
/** A choice's key, a builder's temporary id, a mapped type's reference. */
export const CHOICE_ID_MAX_LENGTH = 64;
export const BUILDER_ID_MAX_LENGTH = 100;
export const MAPPED_REFERENCE_MAX_LENGTH = 255;
/** The highest position of a section or field (reorders, saves). */
export const FORM_ORDER_MAX = 1_000_000;
/** The highest provider type id a field or section may carry. */
export const TYPE_ID_MAX = 999;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Section and field ids are temporary until saved: an absent id or any id that is not a uuid
 * (e.g. 'new_3', 'tmp-1') makes the save create a new row, and the answer carries the real id.
 * A uuid id updates that row (404 if the form has none such), unless the payload also says
 * `new: true`. Never send a client-made uuid without `new: true`.
 */
export function isTemporaryId(id: string | null | undefined): boolean {
  return id == null || !UUID_PATTERN.test(id);
}

/** A custom variant uuid (the guest-link slug /new/{uuid}). */
export const VARIANT_UUID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{3,63}$/;
export const VARIANT_UUID_MESSAGE =
  'uuid must be 4 to 64 letters, digits, dashes or underscores, starting with a letter or digit';
export const VARIANT_UUID_TAKEN_MESSAGE =
  'This link id is already used by another form variant. Choose another one.';
export const VARIANT_TITLE_REQUIRED_MESSAGE = 'title should not be empty';
export const DEFAULT_VARIANT_TITLE = 'Default';
/** Where the Default variant's logo is served (the app's own image, no uploaded file). */
export const DEFAULT_LOGO_LOCATION = 'files/logos/default.svg';

/** Logo uploads: the real content is checked, not the file name or the browser's type. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';
export const LOGO_TYPE_MESSAGE =
  'The logo must be a PNG, JPEG, GIF or WebP image (SVG and other files are refused).';
export const LOGO_TOO_LARGE_MESSAGE = 'The logo must be 2 MB or smaller.';
export const LOGO_MAX_DIMENSION = 4096;
export const LOGO_DIMENSIONS_MESSAGE = `The logo may be at most ${LOGO_MAX_DIMENSION} × ${LOGO_MAX_DIMENSION} pixels.`;
export const LOGO_PREVIEW_MAX_WIDTH = 460;

/** The address a stored file is served at: /api/v1/{file location} (public for logos). */
export function fileUrl(file: { location: string }): string {
  return `/api/v1/${file.location}`;
}

/** The guest-link path of a variant: /new/{uuid}, plus /{cntid} when the contact id is included. */
export function guestLinkPath(
  variant: Pick<FormVariantDto, 'uuid'>,
  cntId?: string | null,
): string {
  return cntId ? `/new/${variant.uuid}/${cntId}` : `/new/${variant.uuid}`;
}

/** A form is offered when adding jobs only while active and mapped (spec 9). */
export function isFormOffered(form: Pick<FormSummaryDto, 'status' | 'mapped'>): boolean {
  return form.status === 'active' && form.mapped;
}

/** The columns the forms table sorts by. */
export const FORM_SORTS = ['name', 'status', 'mapped', 'created'] as const;
export type FormSort = (typeof FORM_SORTS)[number];
export const DEFAULT_FORM_SORT = { sort: 'name', dir: 'asc' } as const;

/**
 * GET /forms — one page of the caller's company's forms (FormListResponse), `q` finding them by
 * name. Every form for a user with `forms`; only offered forms (active and mapped) for the others.
 * `?offered=true` answers instead every offered form, not paged, as FormSummaryDto[] sorted by
 * name (the new-job modal offers them all); paging parameters are refused beside it. A form
 * without variants carries one stand-in variant (`is_default: true`, title 'Default', the default
 * logo).
 * `company_id`: a super admin lists another company's forms (the admin companies' Forms link).
 */
export interface FormListQuery extends CompanyScopeQuery, PageQuery<FormSort> {
  offered?: 'true' | 'false';
  q?: string;
}

/** One page of the forms; `total` counts every match. */
export interface FormListResponse extends PageInfo<FormSort> {
  forms: FormSummaryDto[];
  total: number;
}

/** POST /form — 201 FormDto: status pending, not mapped, DEFAULT_FORM_CONFIG, no sections. */
export interface CreateFormRequest {
  /** Trimmed; must not be empty. */
  name: string;
}

/** The answer of a delete: DELETE /form/{id}, DELETE /form/logo/{id}, delete_section, delete_field. */
export interface DeletedDto {
  id: string;
  deleted: true;
}

/**
 * PATCH /form/{form_id} `{ type: 'message', ... }` — the top part of the builder. Every property
 * but type is optional: what is sent is validated and saved, what is left out stays. `form_id`,
 * when sent, must equal the form in the path. Answer: the whole FormDto.
 */
export interface SaveFormMessageRequest {
  type: 'message';
  form_id?: string;
  /** Trimmed; must not be empty. */
  name?: string;
  title?: string;
  status?: FormStatus;
  /** true/false (1 and 0 are taken too). */
  mapped?: boolean | 0 | 1;
  /** The whole config: fields with unique names (project_name, reference_no), allow_none, allow_same_as. */
  config?: FormConfig;
  message?: string;
  footnote?: string;
}

/** A section as the builder sends it. `fields` may be sent but is ignored (fields save on their own). */
export interface SectionInput {
  /** Absent or temporary: a new section (see isTemporaryId). */
  id?: string;
  new?: boolean;
  isEditing?: boolean;
  /** Trimmed; must not be empty. */
  title: string;
  /** Default for a new section: after the last one. */
  order?: number;
  readonly?: boolean;
  /** null, or 3 to 8 for a party section. */
  type_id?: number | null;
  fields?: unknown[];
}

/** PATCH /form/{form_id} `{ type: 'section', section, form_id }` — answer: the saved SectionDto. */
export interface SaveSectionRequest {
  type: 'section';
  form_id?: string;
  section: SectionInput;
}

/** PATCH /form/{form_id} `{ type: 'delete_section', section: { id } }` — deletes it and its fields; answer DeletedDto. */
export interface DeleteSectionRequest {
  type: 'delete_section';
  form_id?: string;
  section: { id: string };
}

/**
 * A field as the builder sends it (FieldDto-like). For a new field `section_id` and `type` are
 * needed; for an update what is left out stays. Rules: type one of FIELD_TYPES; canSaveField
 * (a title, or a description for Static Text); choice, multi-select and assoc_choice need at
 * least one choice with a non-empty id and name, ids unique (assoc_choice ids are whole numbers,
 * type_id 25); other types keep no choices; style.layout 'default' | 'columns', style.display
 * 'dropdown' | 'checkbox' (defaults: DEFAULT_ADDRESS_STYLE for address fields, display
 * 'dropdown' for multi-select); section_id must be a section of the same form (moving a field
 * there is allowed).
 */
export interface FieldInput {
  id?: string;
  new?: boolean;
  isEditing?: boolean;
  section_id?: string;
  type?: FieldType;
  type_id?: number | null;
  title?: string;
  description?: string;
  required?: boolean;
  add_to_notes?: boolean;
  /** Default for a new field: after the last one of its section. */
  order?: number;
  choices?: Choice[];
  style?: FieldStyle;
  field_configs?: Record<string, unknown>;
  mapped_type?: { reference: string } | null;
}

/**
 * PATCH /form/{form_id} `{ type: 'field', field, form_id, deletedChoices }` — answer: the saved
 * FieldDto (with its real id). Choices named in deletedChoices are dropped from the saved list.
 */
export interface SaveFieldRequest {
  type: 'field';
  form_id?: string;
  field: FieldInput;
  deletedChoices?: string[];
}

/** PATCH /form/{form_id} `{ type: 'delete_field', field: { id } }` — answer DeletedDto. */
export interface DeleteFieldRequest {
  type: 'delete_field';
  form_id?: string;
  field: { id: string };
  deletedChoices?: string[];
}

export type SaveFormPartRequest =
  | SaveFormMessageRequest
  | SaveSectionRequest
  | DeleteSectionRequest
  | SaveFieldRequest
  | DeleteFieldRequest;

export type SaveFormPartType = SaveFormPartRequest['type'];
export const SAVE_FORM_PART_TYPES: readonly SaveFormPartType[] = [
  'message',
  'section',
  'delete_section',
  'field',
  'delete_field',
];

/** What PATCH /form/{form_id} answers for each type. */
export interface SaveFormPartResponses {
  message: FormDto;
  section: SectionDto;
  delete_section: DeletedDto;
  field: FieldDto;
  delete_field: DeletedDto;
}

/**
 * POST /form/reorderFields — body: a JSON array of FieldOrder. Every field must be a field of one
 * form of the caller's company and every section_id a section of that form (fields may move
 * between sections); otherwise 400 and nothing changes. Answer: the whole FormDto.
 */
export interface FieldOrder {
  id: string;
  order: number;
  section_id: string;
}

/** POST /form/reorderSections — body: a JSON array of SectionOrder; same rule; answer FormDto. */
export interface SectionOrder {
  id: string;
  order: number;
}

/**
 * POST /form/logo — multipart/form-data; answer 200 with the saved FormVariantDto.
 * Without variant_id a variant is created, with it that variant is updated. `file` (optional
 * on update) is the image: PNG, JPEG, GIF or WebP by content, at most LOGO_MAX_BYTES; it is
 * served at fileUrl(variant.file). Empty strings (and 'null'/'undefined') count as not sent.
 * A uuid taken by another variant is 409 with VARIANT_UUID_TAKEN_MESSAGE.
 */
export interface LogoVariantUploadFields {
  /** Trimmed; required, up to VARIANT_TITLE_MAX_LENGTH. */
  title: string;
  form_id: string;
  /** A custom guest-link slug (VARIANT_UUID_PATTERN); generated for a new variant when absent. */
  uuid?: string;
  /** Use an already stored logo of the company instead of uploading one. */
  file_id?: string;
  variant_id?: string;
}

/**
 * What a job asked: the content of one published form version (spec 3 Job.form: sections, config,
 * message, footnote, company_id), immutable once stored. Field and section ids are those of the
 * live form when the version was published.
 */
export interface FormSnapshot {
  id: string;
  name: string;
  title: string;
  message: string;
  footnote: string;
  config: FormConfig;
  company_id: string;
  sections: SectionDto[];
}

export interface FormVersionDto {
  id: string;
  form_id: string;
  /** 1, 2, 3… per form. */
  version: number;
  content_hash: string;
  snapshot: FormSnapshot;
  created_at: string;
}
