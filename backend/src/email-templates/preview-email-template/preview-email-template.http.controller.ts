import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { EmailTemplatePreviewResponse } from '@job-intake/contracts/emails/emails-api';
import { emptyMergeFields, renderEmail } from '@job-intake/contracts/emails/render-email';
import {
  SAMPLE_LINK_UUID,
  sampleMergeValues,
} from '@job-intake/contracts/emails/sample-merge-values';
import { CurrentUser, RequirePermissions } from '../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import { Companies } from '../../companies/companies.reader';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { publicOrigin, shareLinkUrl } from '../../jobs/shared/share-link-url';
import { CompanyScope } from '../../request-context/event-context.decorator';
import { EmailTemplatePreviewRequestDto } from './preview-email-template.request.dto';

/**
 * POST /emailTemplate/preview: the editor's draft rendered as an e-mail of a sample job (with or
 * without the values a job may lack), and the merge fields it leaves without a value.
 */
@ApiTags('email templates')
@ApiBearerAuth()
@RequirePermissions('company')
@Controller('emailTemplate')
export class PreviewEmailTemplateHttpController {
  constructor(
    private readonly companies: Companies,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('preview')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The subject, text and HTML a recipient would read' })
  @ApiBadRequestResponse({ description: 'A subject or body that is not a string or too long' })
  async preview(
    @Body() draft: EmailTemplatePreviewRequestDto,
    @CompanyScope() companyId: string,
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: Request,
  ): Promise<EmailTemplatePreviewResponse> {
    const companyName = (await this.companies.nameOf(companyId)) ?? '';
    const link = shareLinkUrl(publicOrigin(this.config, request), SAMPLE_LINK_UUID);
    const template = { subject: draft.subject, body: draft.body };
    const values = sampleMergeValues(link, companyName, user, draft.without_optional);
    return { ...renderEmail(template, values), empty_fields: emptyMergeFields(template, values) };
  }
}
