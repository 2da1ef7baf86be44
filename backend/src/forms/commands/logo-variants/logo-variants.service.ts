import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import {
  VARIANT_UUID_TAKEN_MESSAGE,
  type DeletedDto,
  type FormVariantDto,
} from '@job-intake/contracts/forms/forms-api';
import { FileStorage, type Upload } from '../../../files/file-storage.service';
import { StoredFiles } from '../../../files/stored-files.reader';
import { DomainError } from '../../../shared/domain-error';
import { FormVariant } from '../../entities/form-variant.entity';
import { Form } from '../../entities/form.entity';
import { FormStore } from '../../form-store';
import type { LogoVariantRequestDto } from './logo-variant.request.dto';

export const VARIANT_NOT_FOUND = 'Logo variant not found';

/** Logo variants of a form: title, guest-link uuid and logo image (POST /form/logo). */
@Injectable()
export class LogoVariantsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: FormStore,
    private readonly storage: FileStorage,
    private readonly files: StoredFiles,
  ) {}

  async save(
    companyId: string,
    request: LogoVariantRequestDto,
    upload: Upload | undefined,
  ): Promise<FormVariantDto> {
    let storedLocation: string | undefined;
    try {
      return await this.dataSource.transaction(async (db) => {
        const form = await this.store.findForm(db, companyId, request.form_id, true);
        const variant = request.variant_id
          ? await this.findVariant(db, companyId, request.variant_id, form.id)
          : db.create(FormVariant, { id: randomUUID(), form_id: form.id, uuid: randomUUID() });
        if (request.uuid !== undefined && request.uuid !== variant.uuid) {
          await this.checkUuidFree(db, request.uuid);
          variant.uuid = request.uuid;
        }
        if (request.file_id !== undefined && !upload) {
          if (!(await this.files.isCompanys(companyId, request.file_id, db)))
            throw new DomainError('invalid', 'file_id must be a logo stored by your company');
          variant.file_id = request.file_id;
        }
        if (upload) {
          const file = await this.storage.storeLogo(db, companyId, upload);
          storedLocation = file.location;
          variant.file_id = file.id;
        }
        variant.title = request.title;
        variant.file_id ??= null;
        await db.save(variant);
        return this.store.variantDto(db, variant);
      });
    } catch (error) {
      if (storedLocation) await this.storage.discard(storedLocation);
      if ((error as { code?: string }).code === '23505') {
        throw new DomainError('conflict', VARIANT_UUID_TAKEN_MESSAGE);
      }
      throw error;
    }
  }

  /** Soft delete: jobs made through the variant keep showing its logo. */
  delete(companyId: string, variantId: string): Promise<DeletedDto> {
    return this.dataSource.transaction(async (db) => {
      const variant = await this.findVariant(db, companyId, variantId);
      await db.softDelete(FormVariant, { id: variant.id });
      return { id: variant.id, deleted: true };
    });
  }

  private async findVariant(
    db: EntityManager,
    companyId: string,
    variantId: string,
    formId?: string,
  ): Promise<FormVariant> {
    const query = db
      .getRepository(FormVariant)
      .createQueryBuilder('variant')
      .innerJoin(Form, 'form', 'form.id = variant.form_id AND form.deleted_at IS NULL')
      .where('variant.id = :variantId AND form.company_id = :companyId', { variantId, companyId });
    if (formId) query.andWhere('variant.form_id = :formId', { formId });
    const variant = await query.getOne();
    if (!variant) throw new DomainError('not_found', VARIANT_NOT_FOUND);
    return variant;
  }

  /** Slugs are unique across all companies, deleted variants included (old links stay theirs). */
  private async checkUuidFree(db: EntityManager, uuid: string): Promise<void> {
    const [taken] = await db.query<unknown[]>(
      'SELECT 1 FROM form_variants WHERE lower(uuid) = lower($1) UNION SELECT 1 FROM forms WHERE id::text = lower($1)',
      [uuid],
    );
    if (taken) throw new DomainError('conflict', VARIANT_UUID_TAKEN_MESSAGE);
  }
}
