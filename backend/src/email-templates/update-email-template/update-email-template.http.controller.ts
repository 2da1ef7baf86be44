import { Body, Controller, Param, ParseUUIDPipe, Patch } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { EmailTemplateDto } from '@job-intake/contracts/emails/emails-api';
import { RequirePermissions } from '../../request-context/auth.decorators';
import { CompanyScope } from '../../request-context/event-context.decorator';
import { EmailTemplateRequestDto } from '../shared/email-template.request.dto';
import { TEMPLATE_COLUMNS, theTemplate } from '../shared/email-templates.table';

/** PATCH /emailTemplate/{id}: replaces the template's title, subject and body. */
@ApiTags('email templates')
@ApiBearerAuth()
@RequirePermissions('company')
@Controller('emailTemplate')
export class UpdateEmailTemplateHttpController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Patch(':id')
  @ApiOkResponse({ description: 'The saved template' })
  @ApiBadRequestResponse({ description: 'A missing or too long title, subject or body' })
  @ApiNotFoundResponse({ description: 'No such template in the caller’s company' })
  async update(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: EmailTemplateRequestDto,
    @CompanyScope() companyId: string,
  ): Promise<EmailTemplateDto> {
    const [rows] = (await this.dataSource.query(
      `UPDATE email_templates SET title = $3, subject = $4, body = $5, updated_at = now()
        WHERE id = $1 AND company_id = $2 RETURNING ${TEMPLATE_COLUMNS}`,
      [id, companyId, body.title, body.subject, body.body],
    )) as [EmailTemplateDto[], number];
    return theTemplate(rows);
  }
}
