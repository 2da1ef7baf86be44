import { ApiProperty } from '@nestjs/swagger';
import { Equals } from 'class-validator';
import type { DeleteSectionRequest } from '@job-intake/contracts/forms/forms-api';
import { IdDto, NestedObject, OptionalFormId } from '../shared/form-part.request.decorators';

export class DeleteSectionDto implements DeleteSectionRequest {
  @ApiProperty({ enum: ['delete_section'] })
  @Equals('delete_section')
  type: 'delete_section';

  @OptionalFormId()
  form_id?: string;

  @NestedObject(IdDto, 'section must be an object')
  section: IdDto;
}
