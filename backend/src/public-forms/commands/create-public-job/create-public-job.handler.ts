import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { todayIso } from '@job-intake/contracts/formatting/dates';
import { computeProgress } from '@job-intake/contracts/job-form/progress';
import type { PublicJobResponse } from '@job-intake/contracts/guests/guest-api';
import { CAPTCHA, type CaptchaPort } from '../../../captcha/captcha.port';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import type { EventMetadata } from '../../../event-store/event-store.port';
import { GuestCharges } from '../../../guest-budgets/guest-charges';
import { asAnswersSave, LATEST_TIME_ZONE } from '../../../jobs/shared/job-form-answers';
import { JobCommands } from '../../../jobs/shared/job-commands';
import { WorkflowStepsReader } from '../../../workflows/shared/workflow-steps.reader';
import { jobVariant, settingsOf } from '../../../jobs/shared/new-job';
import { judgePublicJob } from '../../domain/public-job-cap';
import { GuestUploads } from '../../shared/guest-uploads';
import { PublicForms, type PublicForm } from '../../shared/public-forms.reader';
import { UploadGrants } from '../../shared/upload-grants';
import { CreatePublicJobCommand } from './create-public-job.command';
import { projectFields } from './project-fields';

const NO_PLACE = { location: null, contact: null };

/**
 * POST /new: a guest creates a job on a public form. The captcha, or the upload grant it was
 * exchanged for, is spent first (nothing is created without it), then the job is charged to the
 * form's daily cap; the job is created in Review on the company's first workflow step with
 * the guest's answers and files in one append, its creator the link's contact or the company's
 * default contact, while its history says Guest.
 */
@CommandHandler(CreatePublicJobCommand)
export class CreatePublicJobHandler implements ICommandHandler<
  CreatePublicJobCommand,
  PublicJobResponse
> {
  constructor(
    @Inject(CAPTCHA) private readonly captcha: CaptchaPort,
    @Inject(UploadGrants) private readonly grants: UploadGrants,
    private readonly publicForms: PublicForms,
    private readonly uploads: GuestUploads,
    private readonly jobs: JobCommands,
    private readonly steps: WorkflowStepsReader,
    private readonly charges: GuestCharges,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({
    request,
    correlationId,
    occurredAt,
  }: CreatePublicJobCommand): Promise<PublicJobResponse> {
    await (this.grants.isGrant(request.recaptcha)
      ? this.grants.spend(request.recaptcha, request.appid)
      : this.captcha.verifyOnce(request.recaptcha));
    const form = await this.publicForms.find(request.appid);
    return this.charges.charged(
      {
        scope: 'public_job',
        key: form.formId,
        bytes: Buffer.byteLength(JSON.stringify(request.answers)),
      },
      (usage) => judgePublicJob(usage, this.config.PUBLIC_JOBS_PER_FORM_PER_DAY),
      () => this.create(form, { request, correlationId, occurredAt }),
    );
  }

  private async create(
    form: PublicForm,
    { request, correlationId, occurredAt }: CreatePublicJobCommand,
  ): Promise<PublicJobResponse> {
    const creator = await this.publicForms.creator(form.companyId, request.cntid ?? null);
    const { form_version_id, snapshot } = await this.publicForms.pinnedVersion(form);
    const { name, reference_no } = projectFields(snapshot, request);
    const jobId = randomUUID();
    const uuid = randomUUID();
    const attachments = await this.uploads.claim(jobId, form.variant.id, request.attachments ?? []);
    const metadata: EventMetadata = {
      companyId: form.companyId,
      actor: { kind: 'guest' },
      correlationId,
      occurredAt,
    };
    try {
      const handled = await asAnswersSave(
        this.jobs.create(
          jobId,
          {
            type: 'CreateJob',
            form: snapshot,
            data: {
              jobId,
              uuid,
              form_id: form.formId,
              form_version_id,
              form_variant_id: form.variant.id,
              settings: settingsOf(
                { name, reference_no, form_id: form.formId },
                NO_PLACE,
                new Date(occurredAt),
              ),
              customer_id: null,
              workflow_step_id: await this.steps.firstStepOf(form.companyId),
              origin: 'public_form',
              creator_user_id: creator?.id ?? null,
              creator_name: creator?.name ?? null,
              form_variant: jobVariant(form.variant),
              location_desc: null,
              progress: computeProgress(snapshot, {}),
            },
            publicSubmission: {
              sent: request.answers,
              today: todayIso(LATEST_TIME_ZONE),
              attachments,
            },
          },
          metadata,
        ),
      );
      const answerData = handled.state.exists ? { ...handled.state.answers } : {};
      return { success: true, uuid, answerData };
    } catch (error) {
      await this.uploads.release(jobId);
      throw error;
    }
  }
}
