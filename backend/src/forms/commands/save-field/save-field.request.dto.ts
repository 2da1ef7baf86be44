import { ApiProperty } from '@nestjs/swagger';
import { Equals } from 'class-validator';
import type { SaveFieldRequest } from '@job-intake/contracts/forms/forms-api';
import {
  DeletedChoices,
  NestedObject,
  OptionalFormId,
} from '../shared/form-part.request.decorators';
import { FieldInputDto } from './field-input.request.dto';

export class SaveFieldDto implements SaveFieldRequest {
  @ApiProperty({ enum: ['field'] })
  @Equals('field')
  type: 'field';

  @OptionalFormId()
  form_id?: string;

  @NestedObject(FieldInputDto, 'field must be an object')
  field: FieldInputDto;

  @DeletedChoices()
  deletedChoices?: string[];
}
