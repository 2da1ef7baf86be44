import { Controller, Delete, HttpCode, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { EmailTemplateDto } from '@job-intake/contracts/emails/emails-api';
import { RequirePermissions } from '../../request-context/auth.decorators';
import { CompanyScope } from '../../request-context/event-context.decorator';
import { TEMPLATE_COLUMNS, theTemplate } from '../shared/email-templates.table';

/** DELETE /emailTemplate/{id}: removes the template; e-mails already sent keep their text. */
@ApiTags('email templates')
@ApiBearerAuth()
@RequirePermissions('company')
@Controller('emailTemplate')
export class DeleteEmailTemplateHttpController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ description: 'No such template in the caller’s company' })
  async remove(
    @Param('id', new ParseUUIDPipe()) id: string,
    @CompanyScope() companyId: string,
  ): Promise<void> {
    const [rows] = (await this.dataSource.query(
      `DELETE FROM email_templates WHERE id = $1 AND company_id = $2 RETURNING ${TEMPLATE_COLUMNS}`,
      [id, companyId],
    )) as [EmailTemplateDto[], number];
    theTemplate(rows);
  }
}
