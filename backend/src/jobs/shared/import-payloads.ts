import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { IMPORT_SERVICE_UNKNOWN } from '@job-intake/contracts/jobs/job-import-api';
import type { ProviderImportPayload } from '@job-intake/contracts/provider/provider-import';
import {
  activeServiceTypes,
  DEFAULT_SERVICE_TYPE,
  type ServiceTypeDto,
} from '@job-intake/contracts/services/service-types-api';
import { PG_POOL } from '../../database/database.module';
import { FormVersions } from '../../forms/versions/form-versions.service';
import { ServiceTypesReader } from '../../service-types/shared/service-types.reader';
import { DomainError } from '../../shared/domain-error';
import { Lookups } from '../../lookups/shared/lookups.service';
import { UsersDirectory } from '../../users/users.directory';
import {
  checkedPayloadOf,
  importPayloadOf,
  lookedUpJobSite,
  type ImportSource,
  type ImportSources,
  type ParcelOwner,
} from '../domain/import-payload';
import { listAttachments } from '../queries/shared/job-attachment-rows';
import { pinnedForm } from './job-form-answers';

/** The job as a payload is made of it: from its stream (POST) or its read model (the preview). */
export type ImportableJob = ImportSource['job'] & { readonly form_version_id: string };

/** The service types a reviewer may choose from, and the one a request names. */
export interface ImportServices {
  /** The company's active types (the select shows only when there are two or more). */
  readonly active: ServiceTypeDto[];
  /** What is sent when none is chosen. */
  readonly defaultService: ImportSource['service'];
  readonly chosen: ImportSource['service'];
}

/**
 * Gathers what the provider's payload is made of outside the job's stream, the parcel's owner
 * included: before the request's command, never inside its retry (the decider makes the payload).
 */
@Injectable()
export class ImportPayloads {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly versions: FormVersions,
    private readonly serviceTypes: ServiceTypesReader,
    private readonly lookups: Lookups,
    private readonly users: UsersDirectory,
  ) {}

  /** A service id that is not one of the company's active types is a 400 naming `service`. */
  async services(companyId: string, serviceId: string | undefined): Promise<ImportServices> {
    const active = activeServiceTypes(await this.serviceTypes.listOf(companyId));
    const defaultService = active.find((type) => type.default) ?? {
      text: DEFAULT_SERVICE_TYPE,
      lien_direct: false,
    };
    if (serviceId === undefined) return { active, defaultService, chosen: defaultService };
    const chosen = active.find((type) => type.id === serviceId);
    if (!chosen) throw new DomainError('invalid', IMPORT_SERVICE_UNKNOWN);
    return { active, defaultService, chosen };
  }

  async sourcesOf(
    companyId: string,
    job: ImportableJob,
    { text, lien_direct }: ImportSource['service'],
  ): Promise<ImportSources> {
    const [form, attachments, creatorCntId] = await Promise.all([
      pinnedForm(this.versions, job, companyId),
      listAttachments(this.pool, job.id),
      this.creatorCntId(job.id),
    ]);
    const gathered = { form, attachments, service: { text, lien_direct }, creatorCntId };
    const site = lookedUpJobSite(importPayloadOf({ job, ...gathered }));
    return { ...gathered, parcel: site ? await this.parcelOwner(site) : null };
  }

  /** The payload as the reviewer's preview shows it (the decider makes it the same way). */
  async payloadOf(
    companyId: string,
    job: ImportableJob,
    service: ImportSource['service'],
  ): Promise<ProviderImportPayload> {
    return checkedPayloadOf(job, await this.sourcesOf(companyId, job, service));
  }

  /**
   * The owner of the parcel at the job site; null without one, or when the parcel service has no
   * answer (the check is advice: a failing service never stops a send).
   */
  private async parcelOwner(site: string): Promise<ParcelOwner | null> {
    try {
      const owner = (await this.lookups.parcel({ address: site })).owner.name;
      return owner ? { site, owner } : null;
    } catch {
      return null;
    }
  }

  /** The creator's contact id (users.cnt_id); null for a guest's job or a creator without one. */
  private async creatorCntId(jobId: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ creator_user_id: string | null }>(
      'SELECT creator_user_id FROM job_list WHERE id = $1',
      [jobId],
    );
    const creator = rows[0]?.creator_user_id;
    return creator ? this.users.contactIdOf(creator) : null;
  }
}
