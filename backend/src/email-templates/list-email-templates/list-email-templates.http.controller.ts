import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { EmailTemplatesResponse } from '@job-intake/contracts/emails/emails-api';
import { RequirePermissions } from '../../request-context/auth.decorators';
import { CompanyScope } from '../../request-context/event-context.decorator';
import { TEMPLATE_COLUMNS } from '../shared/email-templates.table';

/** GET /emailTemplates: the caller's company's templates by title (the compose dialog's list). */
@ApiTags('email templates')
@ApiBearerAuth()
@RequirePermissions('projects')
@Controller('emailTemplates')
export class ListEmailTemplatesHttpController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Get()
  @ApiOkResponse({ description: 'The templates by title' })
  list(@CompanyScope() companyId: string): Promise<EmailTemplatesResponse> {
    return this.dataSource.query(
      `SELECT ${TEMPLATE_COLUMNS} FROM email_templates WHERE company_id = $1
        ORDER BY lower(title), id`,
      [companyId],
    );
  }
}
