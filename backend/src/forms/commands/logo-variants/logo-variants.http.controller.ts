import {
  Body,
  Controller,
  Delete,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { DeletedDto, FormVariantDto } from '@job-intake/contracts/forms/forms-api';
import { CurrentUser, RequirePermissions } from '../../../request-context/auth.decorators';
import type { Upload } from '../../../files/file-storage.service';
import type { AuthenticatedUser } from '../../../request-context/authenticated-user';
import { LogoUploadInterceptor } from './logo-upload.interceptor';
import { LogoVariantRequestDto } from './logo-variant.request.dto';
import { LogoVariantsService } from './logo-variants.service';

@ApiTags('forms')
@ApiBearerAuth()
@RequirePermissions('forms')
@Controller('form/logo')
export class LogoVariantsHttpController {
  constructor(private readonly service: LogoVariantsService) {}

  /** Creates (no variant_id) or updates a logo variant; the image is optional on update. */
  @Post()
  @HttpCode(200)
  @UseInterceptors(LogoUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['title', 'form_id'],
      properties: {
        file: { type: 'string', format: 'binary', description: 'PNG, JPEG, GIF or WebP, ≤ 2 MB' },
        title: { type: 'string' },
        form_id: { type: 'string', format: 'uuid' },
        uuid: { type: 'string', description: 'custom guest-link slug' },
        file_id: { type: 'string', format: 'uuid' },
        variant_id: { type: 'string', format: 'uuid' },
      },
    },
  })
  @ApiOkResponse({ description: 'FormVariantDto' })
  save(
    @Body() body: LogoVariantRequestDto,
    @UploadedFile() file: Upload | undefined,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<FormVariantDto> {
    return this.service.save(user.companyId, body, file);
  }

  @Delete(':variantId')
  @ApiOkResponse({ description: '{ id, deleted: true }' })
  remove(
    @Param('variantId', new ParseUUIDPipe()) variantId: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<DeletedDto> {
    return this.service.delete(user.companyId, variantId);
  }
}
