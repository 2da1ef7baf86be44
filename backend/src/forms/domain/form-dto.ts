import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import {
  DEFAULT_LOGO_LOCATION,
  DEFAULT_VARIANT_TITLE,
  type FieldDto,
  type FormConfig,
  type FormDto,
  type FormSnapshot,
  type FormStatus,
  type FormSummaryDto,
  type FormVariantDto,
  type SectionDto,
} from '@job-intake/contracts/forms/forms-api';

/** The stored rows, as plain data (the TypeORM entities have this shape). */
export interface FormRow {
  id: string;
  company_id: string;
  name: string;
  title: string;
  status: FormStatus;
  mapped: boolean;
  message: string;
  footnote: string;
  config: FormConfig;
  created_at: Date;
}
export interface SectionRow extends Omit<SectionDto, 'fields'> {
  form_id: string;
  created_at: Date;
}
export type FieldRow = FieldDto & { created_at: Date };
export interface VariantRow {
  id: string;
  form_id: string;
  title: string;
  uuid: string;
  file_id: string | null;
  created_at: Date;
}
export interface FileRow {
  id: string;
  location: string;
}

/** Sections and fields in their order; ties (equal order) broken by creation, then id. */
export function byOrder<T extends { order: number; created_at: Date; id: string }>(a: T, b: T) {
  return (
    a.order - b.order ||
    a.created_at.getTime() - b.created_at.getTime() ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

export function toFieldDto(field: FieldRow): FieldDto {
  return {
    id: field.id,
    type: field.type,
    type_id: field.type_id,
    title: field.title,
    description: field.description,
    required: field.required,
    add_to_notes: field.add_to_notes,
    order: field.order,
    section_id: field.section_id,
    choices: field.choices,
    style: field.style,
    field_configs: field.field_configs,
    mapped_type: field.mapped_type,
  };
}

export function toSectionDto(section: SectionRow, fields: readonly FieldRow[]): SectionDto {
  return {
    id: section.id,
    title: section.title,
    order: section.order,
    readonly: section.readonly,
    type_id: section.type_id,
    fields: fields
      .filter((field) => field.section_id === section.id)
      .sort(byOrder)
      .map(toFieldDto),
  };
}

export function toVariantDto(variant: VariantRow, file: FileRow | undefined): FormVariantDto {
  return {
    id: variant.id,
    title: variant.title,
    uuid: variant.uuid,
    file_id: variant.file_id,
    file: file ? { location: file.location } : null,
    form_id: variant.form_id,
    created_at: variant.created_at.toISOString(),
  };
}

/**
 * A form without variants is answered with this stand-in (spec 3: a default variant named
 * Default, with the default logo). The logo is the app's own image, not a stored file, so it has
 * no file_id. Its id and uuid are the form's id, so a guest link made from it still names the form.
 */
export function defaultVariant(form: Pick<FormRow, 'id' | 'created_at'>): FormVariantDto {
  return {
    id: form.id,
    title: DEFAULT_VARIANT_TITLE,
    uuid: form.id,
    file_id: null,
    file: { location: DEFAULT_LOGO_LOCATION },
    form_id: form.id,
    created_at: form.created_at.toISOString(),
    is_default: true,
  };
}

export function toVariantDtos(
  form: Pick<FormRow, 'id' | 'created_at'>,
  variants: readonly VariantRow[],
  files: ReadonlyMap<string, FileRow>,
): FormVariantDto[] {
  const own = variants
    .filter((variant) => variant.form_id === form.id)
    .sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || (a.id < b.id ? -1 : 1));
  if (own.length === 0) return [defaultVariant(form)];
  return own.map((variant) =>
    toVariantDto(variant, variant.file_id ? files.get(variant.file_id) : undefined),
  );
}

export function toFormSummaryDto(form: FormRow, variants: FormVariantDto[]): FormSummaryDto {
  return {
    id: form.id,
    name: form.name,
    status: form.status,
    mapped: form.mapped,
    created_at: form.created_at.toISOString(),
    form_variant: variants,
  };
}

export function toFormDto(
  form: FormRow,
  sections: readonly SectionRow[],
  fields: readonly FieldRow[],
  variants: FormVariantDto[],
): FormDto {
  return {
    ...toFormSummaryDto(form, variants),
    title: form.title,
    message: form.message,
    footnote: form.footnote,
    config: form.config,
    company_id: form.company_id,
    sections: [...sections].sort(byOrder).map((section) => toSectionDto(section, fields)),
  };
}

/**
 * What a job asks: the form's content without its availability (status, mapped) and its logos.
 * Two snapshots with the same content have the same hash, whatever the key order.
 */
export function toSnapshot(form: FormDto): FormSnapshot {
  return {
    id: form.id,
    name: form.name,
    title: form.title,
    message: form.message,
    footnote: form.footnote,
    config: form.config,
    company_id: form.company_id,
    sections: form.sections,
  };
}

export function contentHash(snapshot: FormSnapshot): string {
  return createHash('sha256')
    .update(canonicalize(snapshot) ?? '')
    .digest('hex');
}
