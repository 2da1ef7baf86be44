import {
  Body,
  Controller,
  HttpCode,
  Post,
  Query,
  UploadedFile,
  UseFilters,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  USER_CSV_MAX_BYTES,
  type UserUploadResponse,
} from '@job-intake/contracts/identity/users-api';
import { CurrentUser, RequirePermissions } from '../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import { ProviderErrorFilter } from '../../provider/provider-error.filter';
import { DomainError } from '../../shared/domain-error';
import { CompanyScopeQueryDto, CompanyScopes } from '../../companies/company-scope';
import { UploadUsersRequestDto } from './upload-users.request.dto';
import { UploadUsersService } from './upload-users.service';

/** The part of multer's file this endpoint reads. */
interface UploadedCsv {
  buffer: Buffer;
  originalname: string;
  size: number;
}

@ApiTags('users')
@ApiBearerAuth()
@RequirePermissions('users')
@UseFilters(ProviderErrorFilter)
@Controller('userFile')
export class UploadUsersHttpController {
  constructor(
    private readonly scopes: CompanyScopes,
    private readonly service: UploadUsersService,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file', 'div_id', 'role_id'],
      properties: {
        file: { type: 'string', format: 'binary', description: 'name,email,cnt_id,api_key,role' },
        div_id: { type: 'string', example: '5001' },
        role_id: { type: 'string', format: 'uuid' },
      },
    },
  })
  @ApiOkResponse({ description: 'users (one per line, with what happened) and upload_count' })
  @UseInterceptors(
    FileInterceptor('file', { limits: { fileSize: USER_CSV_MAX_BYTES, files: 1, fields: 10 } }),
  )
  async upload(
    @UploadedFile() file: UploadedCsv | undefined,
    @Body() body: UploadUsersRequestDto,
    @Query() query: CompanyScopeQueryDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<UserUploadResponse> {
    if (!file) throw new DomainError('invalid', 'file is required: choose a CSV file to upload');
    const companyId = await this.scopes.resolve(user, query.company_id);
    return this.service.upload(companyId, user, {
      file: file.buffer,
      divId: Number(body.div_id),
      defaultRoleId: body.role_id,
    });
  }
}
