import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { computeProgress } from '@job-intake/contracts/job-form/progress';
import { isFormOffered, type FormSummaryDto } from '@job-intake/contracts/forms/forms-api';
import type { ShareLinkCreated } from '@job-intake/contracts/jobs/job-events';
import {
  SHARE_LINK_LABEL_MAX_LENGTH,
  type CreateJobRequest,
  type CreateJobResponse,
} from '@job-intake/contracts/jobs/jobs-api';
import { CustomerPresets } from '../../../customers/customer-presets';
import { FormStore } from '../../../forms/form-store';
import { FormVersions } from '../../../forms/versions/form-versions.service';
import { DomainError } from '../../../shared/domain-error';
import { WorkflowStepsReader } from '../../../workflows/shared/workflow-steps.reader';
import { JobCommands } from '../../shared/job-commands';
import { jobVariant, pickVariant, settingsOf } from '../../shared/new-job';
import { ProviderChoices } from '../../shared/provider-choices';
import { shareLinkUrl } from '../../shared/share-link-url';
import { CreateJobCommand, type JobCreator } from './create-job.command';
import { customerAddress } from './customer-address.reader';

export const FORM_NOT_OFFERED =
  'This form is not available for new jobs: it must be active and mapped.';

/**
 * Creates a job on one of the company's offered forms, pinned to the form's current published
 * version (ADR 0005), assigned to the company's first workflow step. The form's fields mapped to
 * settings and its customer address get their first answers (ADR 0018). Save & Send also creates
 * a share link for every section, in the same append.
 */
@CommandHandler(CreateJobCommand)
export class CreateJobHandler implements ICommandHandler<CreateJobCommand, CreateJobResponse> {
  constructor(
    private readonly jobs: JobCommands,
    private readonly forms: FormStore,
    private readonly versions: FormVersions,
    private readonly provider: ProviderChoices,
    private readonly presets: CustomerPresets,
    private readonly steps: WorkflowStepsReader,
  ) {}

  async execute(command: CreateJobCommand): Promise<CreateJobResponse> {
    const { creator, request, metadata } = command;
    const form = await this.offeredForm(creator.companyId, request.form_id);
    const variant = pickVariant(form, request.form_variant_id ?? null);
    const place = await this.location(creator, request);
    const { form_version_id, snapshot } = await this.versions.snapshotForNewJob(
      creator.companyId,
      form.id,
    );
    const jobId = command.jobId ?? randomUUID();
    const settings = settingsOf(request, place, new Date(metadata.occurredAt));
    const shareLink: ShareLinkCreated['data'] | undefined = request.createLink
      ? {
          linkId: randomUUID(),
          uuid: randomUUID(),
          label: settings.name.slice(0, SHARE_LINK_LABEL_MAX_LENGTH),
          sections: snapshot.sections.map((section) => section.id),
        }
      : undefined;
    await this.jobs.create(
      jobId,
      {
        type: 'CreateJob',
        form: snapshot,
        customerAddress: await customerAddress(
          this.presets,
          creator.companyId,
          request.customer_id,
        ),
        data: {
          jobId,
          uuid: randomUUID(),
          form_id: form.id,
          form_version_id,
          form_variant_id: variant.id,
          settings,
          customer_id: request.customer_id ?? null,
          workflow_step_id: await this.steps.firstStepOf(creator.companyId),
          origin: 'staff',
          creator_user_id: creator.id,
          creator_name: creator.name,
          form_variant: jobVariant(variant),
          location_desc: place.label,
          progress: computeProgress(snapshot, {}),
        },
        ...(shareLink ? { shareLink } : {}),
      },
      metadata,
    );
    return {
      id: jobId,
      history_record: shareLink
        ? {
            id: shareLink.linkId,
            uuid: shareLink.uuid,
            previewLink: shareLinkUrl(command.origin, shareLink.uuid),
            previewLabel: shareLink.label,
          }
        : null,
    };
  }

  /** The company's form if it is offered; 404 for another company's or a missing one. */
  private async offeredForm(companyId: string, formId: string): Promise<FormSummaryDto> {
    const offered = await this.forms.listSummaries(companyId, true);
    const form = offered.find((candidate) => candidate.id === formId);
    if (form && isFormOffered(form)) return form;
    await this.forms.findForm(this.forms.manager, companyId, formId);
    throw new DomainError('invalid', FORM_NOT_OFFERED);
  }

  /** Location and contact are checked with the provider for users with an API key only. */
  private async location(
    creator: JobCreator,
    request: CreateJobRequest,
  ): Promise<{ location: string | null; contact: string | null; label: string | null }> {
    if (!creator.apiKey) return { location: null, contact: null, label: null };
    const location = request.selectedLocation ?? null;
    const contact = request.selectedContact ?? null;
    const label = location
      ? await this.provider.locationLabel('selectedLocation', location, creator.apiKey)
      : null;
    if (contact) {
      await this.provider.requireContact('selectedContact', contact, location, creator.apiKey);
    }
    return { location, contact, label };
  }
}
