import { Controller, HttpCode, Post, Query, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  CUSTOMER_CSV_COLUMNS,
  CUSTOMER_CSV_MAX_BYTES,
  type CustomerUploadResponse,
} from '@job-intake/contracts/job-form/customers-api';
import { CurrentUser, RequirePermissions } from '../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import { DomainError } from '../../shared/domain-error';
import { CompanyScopes } from '../../companies/company-scope';
import { UploadCustomersQueryDto } from './upload-customers.request.dto';
import { UploadCustomersService } from './upload-customers.service';

/** POST /customerFile: customer presets from a CSV (super admins, spec section 6). */
@ApiTags('customers')
@ApiBearerAuth()
@RequirePermissions('super')
@Controller('customerFile')
export class UploadCustomersHttpController {
  constructor(
    private readonly scopes: CompanyScopes,
    private readonly service: UploadCustomersService,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: {
        file: { type: 'string', format: 'binary', description: CUSTOMER_CSV_COLUMNS.join(',') },
      },
    },
  })
  @ApiOkResponse({ description: 'upload_count and the lines skipped' })
  @UseInterceptors(
    FileInterceptor('file', { limits: { fileSize: CUSTOMER_CSV_MAX_BYTES, files: 1, fields: 0 } }),
  )
  async upload(
    @UploadedFile() file: { buffer: Buffer } | undefined,
    @Query() query: UploadCustomersQueryDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<CustomerUploadResponse> {
    if (!file) throw new DomainError('invalid', 'file is required: choose a CSV file to upload');
    const companyId = await this.scopes.resolve(user, query.company_id);
    return this.service.upload(companyId, file.buffer, query.skip_errors === 'true');
  }
}
