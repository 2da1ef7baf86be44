import { Injectable } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import type {
  FieldDto,
  FormDto,
  FormSummaryDto,
  FormVariantDto,
  SectionDto,
} from '@job-intake/contracts/forms/forms-api';
import { StoredFiles } from '../files/stored-files.reader';
import { DomainError } from '../shared/domain-error';
import {
  toFieldDto,
  toFormDto,
  toFormSummaryDto,
  toSectionDto,
  toVariantDto,
  toVariantDtos,
  type FileRow,
  type FormRow,
} from './domain/form-dto';
import { Field } from './entities/field.entity';
import { FormVariant } from './entities/form-variant.entity';
import { Form } from './entities/form.entity';
import { Section } from './entities/section.entity';

export const FORM_NOT_FOUND = 'Form not found';

/**
 * Reads forms and their parts for one company. Every write and every snapshot locks the form row
 * first (`lock`), so a snapshot never sees half of an edit.
 */
@Injectable()
export class FormStore {
  constructor(
    private readonly dataSource: DataSource,
    private readonly files: StoredFiles,
  ) {}

  get manager(): EntityManager {
    return this.dataSource.manager;
  }

  /** The company's form (not deleted), or 404 exactly like a missing one. */
  async findForm(
    db: EntityManager,
    companyId: string,
    formId: string,
    lock = false,
  ): Promise<Form> {
    const query = db
      .getRepository(Form)
      .createQueryBuilder('form')
      .where('form.id = :formId AND form.company_id = :companyId', { formId, companyId });
    if (lock) query.setLock('pessimistic_write');
    const form = await query.getOne();
    if (!form) throw new DomainError('not_found', FORM_NOT_FOUND);
    return form;
  }

  async loadFormDto(db: EntityManager, form: Form): Promise<FormDto> {
    const sections = await db.find(Section, { where: { form_id: form.id } });
    const fields = await this.fieldsOf(db, form.id);
    const variants = await this.variantsOf(db, [form]);
    return toFormDto(form, sections, fields, variants.get(form.id) ?? []);
  }

  /** The company's forms by name; `onlyOffered` keeps those active and mapped. */
  async listSummaries(companyId: string, onlyOffered: boolean): Promise<FormSummaryDto[]> {
    const db = this.manager;
    const forms = await db.find(Form, {
      where: { company_id: companyId, ...(onlyOffered ? { status: 'active', mapped: true } : {}) },
    });
    forms.sort(
      (a, b) =>
        a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) ||
        a.created_at.getTime() - b.created_at.getTime(),
    );
    return this.summaries(forms);
  }

  /** The forms' summaries, in their order, each with its variants. */
  async summaries(forms: readonly FormRow[]): Promise<FormSummaryDto[]> {
    const variants = await this.variantsOf(this.manager, forms);
    return forms.map((form) => toFormSummaryDto(form, variants.get(form.id) ?? []));
  }

  async sectionDto(db: EntityManager, section: Section): Promise<SectionDto> {
    const fields = await db.find(Field, { where: { section_id: section.id } });
    return toSectionDto(section, fields);
  }

  fieldDto(field: Field): FieldDto {
    return toFieldDto(field);
  }

  async variantDto(db: EntityManager, variant: FormVariant): Promise<FormVariantDto> {
    const [file] = variant.file_id ? await this.files.locationsOf([variant.file_id], db) : [];
    return toVariantDto(variant, file);
  }

  async fieldsOf(db: EntityManager, formId: string): Promise<Field[]> {
    return db
      .getRepository(Field)
      .createQueryBuilder('field')
      .innerJoin(Section, 'section', 'section.id = field.section_id')
      .where('section.form_id = :formId', { formId })
      .getMany();
  }

  /** Each form's variants (or its Default stand-in), with their logo files. */
  private async variantsOf(
    db: EntityManager,
    forms: readonly FormRow[],
  ): Promise<Map<string, FormVariantDto[]>> {
    if (forms.length === 0) return new Map();
    const variants = await db.find(FormVariant, {
      where: { form_id: In(forms.map((form) => form.id)) },
    });
    const fileIds = variants.flatMap((variant) => (variant.file_id ? [variant.file_id] : []));
    const files = await this.files.locationsOf(fileIds, db);
    const fileById = new Map<string, FileRow>(files.map((file) => [file.id, file]));
    return new Map(forms.map((form) => [form.id, toVariantDtos(form, variants, fileById)]));
  }

  /**
   * The active, mapped form whose live logo variant has this uuid, or the form of this id (when
   * the appid is a uuid) if it has no live variants: its Default stand-in carries the form's id
   * as uuid. Both branches are index lookups.
   */
  async offeredFormOf(
    variantUuid: string,
    formId: string | null,
  ): Promise<{ id: string; company_id: string } | undefined> {
    const rows: { id: string; company_id: string }[] = await this.dataSource.query(
      `SELECT f.id, f.company_id FROM form_variants v JOIN forms f ON f.id = v.form_id
       WHERE v.uuid = $1 AND v.deleted_at IS NULL
         AND f.deleted_at IS NULL AND f.status = 'active' AND f.mapped
       UNION ALL
       SELECT f.id, f.company_id FROM forms f
       WHERE f.id = $2::uuid AND f.deleted_at IS NULL AND f.status = 'active' AND f.mapped
         AND NOT EXISTS (SELECT 1 FROM form_variants v WHERE v.form_id = f.id AND v.deleted_at IS NULL)`,
      [variantUuid, formId],
    );
    return rows[0];
  }
}
