import { randomUUID } from 'node:crypto';
import { Body, Controller, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { EmailTemplateDto } from '@job-intake/contracts/emails/emails-api';
import { RequirePermissions } from '../../request-context/auth.decorators';
import { CompanyScope } from '../../request-context/event-context.decorator';
import { EmailTemplateRequestDto } from '../shared/email-template.request.dto';
import { TEMPLATE_COLUMNS, theTemplate } from '../shared/email-templates.table';

/** POST /emailTemplate: a new template of the caller's company. */
@ApiTags('email templates')
@ApiBearerAuth()
@RequirePermissions('company')
@Controller('emailTemplate')
export class CreateEmailTemplateHttpController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Post()
  @ApiCreatedResponse({ description: 'The saved template' })
  @ApiBadRequestResponse({ description: 'A missing or too long title, subject or body' })
  async create(
    @Body() body: EmailTemplateRequestDto,
    @CompanyScope() companyId: string,
  ): Promise<EmailTemplateDto> {
    const rows: EmailTemplateDto[] = await this.dataSource.query(
      `INSERT INTO email_templates (id, company_id, title, subject, body)
       VALUES ($1, $2, $3, $4, $5) RETURNING ${TEMPLATE_COLUMNS}`,
      [randomUUID(), companyId, body.title, body.subject, body.body],
    );
    return theTemplate(rows);
  }
}
