import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  FIELD_TYPE_OPTIONS,
  FORM_STATUSES,
  type FieldTypeOption,
  type FormStatus,
} from '@job-intake/contracts/forms/forms-api';

/** The builder's lists: field types with their labels, and form states. Any signed-in user. */
@ApiTags('forms')
@ApiBearerAuth()
@Controller('form')
export class FormCatalogueHttpController {
  @Get('types')
  @ApiOkResponse({ description: 'Every field type with its label; offered ones first' })
  types(): readonly FieldTypeOption[] {
    return FIELD_TYPE_OPTIONS;
  }

  @Get('states')
  @ApiOkResponse({ description: "The form statuses: ['pending', 'active']" })
  states(): readonly FormStatus[] {
    return FORM_STATUSES;
  }
}
