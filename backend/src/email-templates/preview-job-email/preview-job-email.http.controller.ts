import {
  Body,
  Controller,
  HttpCode,
  Inject,
  Param,
  ParseUUIDPipe,
  Post,
  Req,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import type { Pool } from 'pg';
import {
  PREVIEW_LINK_ID,
  type EmailPreviewResponse,
  type MergeValues,
} from '@job-intake/contracts/emails/emails-api';
import { emptyMergeFields, renderEmail } from '@job-intake/contracts/emails/render-email';
import { CurrentUser, RequirePermissions } from '../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { PG_POOL } from '../../database/database.module';
import { JOB_NOT_FOUND } from '../../jobs/domain/job.decider';
import { JOB_MERGE_COLUMNS, JOB_MERGE_JOINS } from '../../jobs/shared/job-merge-values';
import { publicOrigin, shareLinkUrl } from '../../jobs/shared/share-link-url';
import { CompanyScope } from '../../request-context/event-context.decorator';
import { DomainError } from '../../shared/domain-error';
import { EmailPreviewRequestDto } from '../shared/email-preview.request.dto';

type JobMergeValues = Pick<
  MergeValues,
  'job_number' | 'job_name' | 'customer_name' | 'company_name'
>;

/**
 * POST /job/{id}/email/preview: the compose dialog's subject and body as the recipient will read
 * them, rendered by the e-mails' renderer with the values the outbox will use (the job's read
 * model, the caller as sender), and the merge fields left without a value.
 */
@ApiTags('email templates')
@ApiBearerAuth()
@RequirePermissions('projects')
@Controller('job')
export class PreviewJobEmailHttpController {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post(':id/email/preview')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The subject, text and HTML, and the merge fields without value' })
  @ApiBadRequestResponse({ description: 'A subject or body that is not a string or too long' })
  @ApiNotFoundResponse({ description: 'No such job in your company' })
  async preview(
    @Param('id', new ParseUUIDPipe({ version: '4' })) id: string,
    @Body() draft: EmailPreviewRequestDto,
    @CompanyScope() companyId: string,
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: Request,
  ): Promise<EmailPreviewResponse> {
    const { rows } = await this.pool.query<JobMergeValues>(
      `SELECT ${JOB_MERGE_COLUMNS} FROM job_list j ${JOB_MERGE_JOINS}
       WHERE j.id = $1 AND j.company_id = $2`,
      [id, companyId],
    );
    const job = rows[0];
    if (!job) throw new DomainError('not_found', JOB_NOT_FOUND);
    const values: MergeValues = {
      ...job,
      user_name: user.name,
      user_email: user.email,
      link_address: shareLinkUrl(publicOrigin(this.config, request), PREVIEW_LINK_ID),
    };
    const template = { subject: draft.subject, body: draft.body };
    return { ...renderEmail(template, values), empty_fields: emptyMergeFields(template, values) };
  }
}
