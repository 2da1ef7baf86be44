import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import {
  IMPORT_NOT_PENDING,
  importProblemsOf,
  type ImportPreviewDto,
} from '@job-intake/contracts/jobs/job-import-api';
import { todayIso } from '@job-intake/contracts/formatting/dates';
import { furnishingWarningsOf } from '@job-intake/contracts/jobs/furnishing-warnings';
import { PG_POOL } from '../../../database/database.module';
import { DomainError } from '../../../shared/domain-error';
import { ImportPayloads } from '../../shared/import-payloads';
import { Importers } from '../../shared/importers';
import { findJobRow, settingsOf } from '../shared/job-detail-rows';
import { ImportPreviewQuery } from './import-preview.query';

/**
 * The pre-send check (issue 14, item 2): what the provider would receive for the chosen service
 * and what would fail, from the job's read model, for a user who may send it; and the furnishing
 * dates to check (issue 27, item 3), which never stop a send.
 */
@QueryHandler(ImportPreviewQuery)
export class ImportPreviewQueryHandler implements IQueryHandler<
  ImportPreviewQuery,
  ImportPreviewDto
> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly importers: Importers,
    private readonly payloads: ImportPayloads,
  ) {}

  async execute({ jobId, caller, serviceId }: ImportPreviewQuery): Promise<ImportPreviewDto> {
    const { companyId } = caller;
    const row = await findJobRow(this.pool, companyId, jobId);
    await this.importers.requireImporter(caller);
    if (row.status !== 'pending') throw new DomainError('conflict', IMPORT_NOT_PENDING);
    const services = await this.payloads.services(companyId, serviceId);
    const { id, uuid, form_version_id, answer_data: answers } = row;
    const job = { id, uuid, form_version_id, settings: settingsOf(row), answers };
    const payload = await this.payloads.payloadOf(companyId, job, services.chosen);
    return {
      payload,
      problems: importProblemsOf(payload),
      warnings: furnishingWarningsOf(row, todayIso()),
      services: services.active,
      default_service: services.defaultService.text,
    };
  }
}
