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
import {
  PREVIEW_LINK_ID,
  type EmailPreviewResponse,
  type MergeValues,
} from '@job-intake/contracts/emails/emails-api';
import { emptyMergeFields, renderEmail } from '@job-intake/contracts/emails/render-email';
import { CurrentUser, RequirePermissions } from '../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { JOB_NOT_FOUND } from '../../jobs/domain/job.decider';
import { JobMergeValues } from '../../jobs/shared/job-merge-values';
import { publicOrigin, shareLinkUrl } from '../../jobs/shared/share-link-url';
import { CompanyScope } from '../../request-context/event-context.decorator';
import { DomainError } from '../../shared/domain-error';
import { EmailPreviewRequestDto } from '../shared/email-preview.request.dto';

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
    private readonly mergeValues: JobMergeValues,
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
    const found = (await this.mergeValues.of([id])).get(id);
    if (found?.company_id !== companyId) throw new DomainError('not_found', JOB_NOT_FOUND);
    const { company_id: _company, ...job } = found;
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
