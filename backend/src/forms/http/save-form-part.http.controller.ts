import { Body, Controller, Param, ParseUUIDPipe, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
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
import { CurrentUser, RequirePermissions } from '../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import { DeleteFieldCommand } from '../commands/delete-field/delete-field.command';
import { DeleteSectionCommand } from '../commands/delete-section/delete-section.command';
import { SaveFieldCommand } from '../commands/save-field/save-field.command';
import { SaveFormMessageCommand } from '../commands/save-form-message/save-form-message.command';
import { SaveSectionCommand } from '../commands/save-section/save-section.command';
import {
  parseSaveFormPart,
  SAVE_FORM_PART_DTOS,
  type SaveFormPartDto,
} from './save-form-part.validation';

const PAYLOADS = Object.values(SAVE_FORM_PART_DTOS);

/**
 * The builder's one route for five use cases (PATCH /form/{id}, told apart by `type`): checks the
 * body and hands it to the use case's command.
 */
@ApiTags('forms')
@ApiBearerAuth()
@RequirePermissions('forms')
@ApiExtraModels(...PAYLOADS)
@Controller('form')
export class SaveFormPartHttpController {
  constructor(private readonly commandBus: CommandBus) {}

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
    return this.commandBus.execute(commandFor(user.companyId, formId, part));
  }
}

function commandFor(companyId: string, formId: string, part: SaveFormPartDto) {
  switch (part.type) {
    case 'message':
      return new SaveFormMessageCommand(companyId, formId, part);
    case 'section':
      return new SaveSectionCommand(companyId, formId, part);
    case 'delete_section':
      return new DeleteSectionCommand(companyId, formId, part);
    case 'field':
      return new SaveFieldCommand(companyId, formId, part);
    case 'delete_field':
      return new DeleteFieldCommand(companyId, formId, part);
  }
}
