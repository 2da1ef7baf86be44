import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import {
  VARIANT_UUID_PATTERN,
  type FormSnapshot,
  type FormVariantDto,
} from '@job-intake/contracts/forms/forms-api';
import { PUBLIC_FORM_NOT_FOUND } from '@job-intake/contracts/guests/guest-api';
import { Companies } from '../../companies/companies.reader';
import { FormStore } from '../../forms/form-store';
import { toSnapshot } from '../../forms/domain/form-dto';
import { FormVersions, type SnapshotForNewJob } from '../../forms/versions/form-versions.service';
import { DomainError } from '../../shared/domain-error';
import { UsersDirectory } from '../../users/users.directory';

/** The public new-job form behind an appid, as the live form reads now. */
export interface PublicForm {
  readonly companyId: string;
  /** The form's company, which the page names to the guest. */
  readonly companyName: string;
  readonly formId: string;
  /** The logo variant the appid names (the Default stand-in for a form without variants). */
  readonly variant: FormVariantDto;
  readonly snapshot: FormSnapshot;
}

export interface JobCreatorUser {
  readonly id: string;
  readonly name: string;
}

const CNT_ID = /^\d{1,18}$/;

/** What the public form (/new/{appid}[/{cntid}]) reads: the form, its variant, the creator. */
@Injectable()
export class PublicForms {
  constructor(
    private readonly forms: FormStore,
    private readonly versions: FormVersions,
    private readonly companies: Companies,
    private readonly users: UsersDirectory,
  ) {}

  /** 404 PUBLIC_FORM_NOT_FOUND unless the appid names an active, mapped form. Reads only. */
  async find(appid: string): Promise<PublicForm> {
    const row = VARIANT_UUID_PATTERN.test(appid)
      ? await this.forms.offeredFormOf(appid, isUUID(appid) ? appid : null)
      : undefined;
    const companyName = row && (await this.companies.nameOf(row.company_id));
    if (!row || companyName === undefined) throw notFound();
    const manager = this.forms.manager;
    const form = await this.forms.loadFormDto(
      manager,
      await this.forms.findForm(manager, row.company_id, row.id),
    );
    const variant = form.form_variant.find((candidate) => candidate.uuid === appid);
    if (!variant) throw notFound();
    return {
      companyId: row.company_id,
      companyName,
      formId: row.id,
      variant,
      snapshot: toSnapshot(form),
    };
  }

  /** The published version a job created now on the form is pinned to (ADR 0005). */
  pinnedVersion(form: PublicForm): Promise<SnapshotForNewJob> {
    return this.versions.snapshotForNewJob(form.companyId, form.formId);
  }

  /**
   * A public job's creator: the user of the link's contact id (cnt_id) in the form's company, else
   * the company's default contact's, else none. A contact id naming nobody there is treated as no
   * contact id, so neither the form nor the submission tells which contact ids exist.
   */
  async creator(companyId: string, cntId: string | null): Promise<JobCreatorUser | null> {
    const contact =
      cntId && CNT_ID.test(cntId) ? await this.users.memberWithContactId(companyId, cntId) : null;
    return contact ?? this.defaultContact(companyId);
  }

  private async defaultContact(companyId: string): Promise<JobCreatorUser | null> {
    const contactId = await this.companies.contactIdOf(companyId);
    if (contactId === null) return null;
    return (await this.users.memberWithContactId(companyId, contactId)) ?? null;
  }
}

function notFound(): DomainError {
  return new DomainError('not_found', PUBLIC_FORM_NOT_FOUND);
}
