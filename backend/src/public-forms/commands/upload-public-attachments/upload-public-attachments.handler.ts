import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { Pool } from 'pg';
import type { PublicAttachmentsResponse } from '@job-intake/contracts/guests/guest-api';
import { AttachmentFiles, type StoredFile } from '../../../attachments/attachment-files';
import { ATTACH_FIELD } from '../../../attachments/attach/attach.interceptor';
import { PG_POOL } from '../../../database/database.module';
import { DomainError } from '../../../shared/domain-error';
import { GuestUploadBudget } from '../../shared/guest-upload-budget';
import { type PublicForm, PublicForms } from '../../shared/public-forms.reader';
import { claimsImage, imageNotReadable, reencodeImage } from './guest-images';
import { UploadPublicAttachmentsCommand } from './upload-public-attachments.command';

/**
 * Keeps a guest's files for the coming POST /new: the same type sniffing and storage as staff
 * uploads, except that every image is decoded and encoded again (upright, no metadata, long side
 * capped) and only that is kept; one guest_uploads row per file under the form's company and logo
 * variant; the budget is charged the bytes kept. An image that does not decode refuses the upload.
 */
@CommandHandler(UploadPublicAttachmentsCommand)
export class UploadPublicAttachmentsHandler implements ICommandHandler<
  UploadPublicAttachmentsCommand,
  PublicAttachmentsResponse
> {
  constructor(
    private readonly publicForms: PublicForms,
    private readonly files: AttachmentFiles,
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly budget: GuestUploadBudget,
  ) {}

  async execute({
    appid,
    uploaded,
    chargeId,
  }: UploadPublicAttachmentsCommand): Promise<PublicAttachmentsResponse> {
    const form = await this.publicForms.find(appid);
    if (uploaded.length === 0)
      throw new DomainError(
        'invalid',
        `Send at least one file in the field named ${ATTACH_FIELD}.`,
      );
    const made: string[] = [];
    try {
      const rows = [];
      for (const file of uploaded) rows.push({ id: randomUUID(), ...(await this.kept(file, made)) });
      return await this.record(form, rows, chargeId);
    } catch (error) {
      await this.files.discard(made);
      throw error;
    }
  }

  /** The file as stored: an image encoded again in place of the upload (then removed), else as sent. */
  private async kept(file: Express.Multer.File, made: string[]): Promise<StoredFile> {
    const described = this.files.describe(file);
    if (!claimsImage(described.mime_type, file.mimetype)) return described;
    const stored = await this.files.open(file.filename);
    const encoded = stored && (await reencodeImage(await buffer(stored.body)));
    if (!encoded) throw new DomainError('invalid', imageNotReadable(described.file_name));
    const name = await this.files.save(`image.${encoded.extension}`, encoded.content, encoded.mime);
    made.push(name);
    await this.files.discard([file.filename]);
    return {
      ...described,
      location: this.files.locationOf(name),
      size: encoded.content.length,
      mime_type: encoded.mime,
    };
  }

  private async record(
    form: PublicForm,
    rows: ({ id: string } & StoredFile)[],
    chargeId: string,
  ): Promise<PublicAttachmentsResponse> {
    // guest_uploads.appid holds the variant's id: a custom uuid slug may be renamed later.
    await this.pool.query(
      `INSERT INTO guest_uploads (id, company_id, appid, file_name, location, size, mime_type)
       SELECT u.id, $1, $2, u.file_name, u.location, u.size, u.mime_type
       FROM jsonb_to_recordset($3::jsonb)
         AS u(id uuid, file_name text, location text, size integer, mime_type text)`,
      [form.companyId, form.variant.id, JSON.stringify(rows)],
    );
    await this.budget.settle(
      chargeId,
      rows.reduce((bytes, row) => bytes + row.size, 0),
    );
    return rows.map(({ id, file_name, size }) => ({ id, file_name, size }));
  }
}
