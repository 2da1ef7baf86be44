import { ApiProperty } from '@nestjs/swagger';
import { Equals } from 'class-validator';
import type { DeleteFieldRequest } from '@job-intake/contracts/forms/forms-api';
import {
  DeletedChoices,
  IdDto,
  NestedObject,
  OptionalFormId,
} from '../shared/form-part.request.decorators';

export class DeleteFieldDto implements DeleteFieldRequest {
  @ApiProperty({ enum: ['delete_field'] })
  @Equals('delete_field')
  type: 'delete_field';

  @OptionalFormId()
  form_id?: string;

  @NestedObject(IdDto, 'field must be an object')
  field: IdDto;

  @DeletedChoices()
  deletedChoices?: string[];
}
