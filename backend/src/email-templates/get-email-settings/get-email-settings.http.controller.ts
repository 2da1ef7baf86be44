import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { EmailComposeSettings } from '@job-intake/contracts/emails/emails-api';
import { RequirePermissions } from '../../request-context/auth.decorators';
import { Companies } from '../../companies/companies.reader';
import { CompanyScope } from '../../request-context/event-context.decorator';
import { companyEmailSettings } from '../../companies/shared/company-email-settings';

/**
 * GET /emailSettings: the compose dialog's start, for staff who may not open the company's
 * settings (GET /company/{id} needs the company permission).
 */
@ApiTags('email templates')
@ApiBearerAuth()
@RequirePermissions('projects')
@Controller('emailSettings')
export class GetEmailSettingsHttpController {
  constructor(private readonly companies: Companies) {}

  @Get()
  @ApiOkResponse({ description: "The company's default subject and body, and send_reminders" })
  async get(@CompanyScope() companyId: string): Promise<EmailComposeSettings> {
    const { subject, body, send_reminders } = await companyEmailSettings(this.companies, companyId);
    return { subject, body, send_reminders };
  }
}
