import { Body, Controller, Param, ParseUUIDPipe, Patch } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiExtraModels,
  ApiOkResponse,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type {
  DeletedDto,
  FieldDto,
  FormDto,
  SectionDto,
} from '@job-intake/contracts/forms/forms-api';
import { CurrentUser, RequirePermissions } from '../../../auth/auth.decorators';
import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import {
  DeleteFieldDto,
  DeleteSectionDto,
  SaveFieldDto,
  SaveFormMessageDto,
  SaveSectionDto,
} from './save-form-part.request.dto';
import { SaveFormPartService } from './save-form-part.service';
import { parseSaveFormPart } from './save-form-part.validation';

const PAYLOADS = [
  SaveFormMessageDto,
  SaveSectionDto,
  DeleteSectionDto,
  SaveFieldDto,
  DeleteFieldDto,
];

@ApiTags('forms')
@ApiBearerAuth()
@RequirePermissions('forms')
@ApiExtraModels(...PAYLOADS)
@Controller('form')
export class SaveFormPartHttpController {
  constructor(private readonly service: SaveFormPartService) {}

  /**
   * One save of the builder, by type: message → FormDto; section → SectionDto; field →
   * FieldDto; delete_section and delete_field → { id, deleted: true }.
   */
  @Patch(':form_id')
  @ApiBody({
    schema: {
      oneOf: PAYLOADS.map((payload) => ({ $ref: getSchemaPath(payload) })),
      discriminator: { propertyName: 'type' },
    },
  })
  @ApiOkResponse({ description: 'The saved part (see the summary)' })
  async save(
    @Param('form_id', new ParseUUIDPipe()) formId: string,
    @Body() body: unknown,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<FormDto | SectionDto | FieldDto | DeletedDto> {
    const part = await parseSaveFormPart(body);
    return this.service.save(user.companyId, formId, part);
  }
}
