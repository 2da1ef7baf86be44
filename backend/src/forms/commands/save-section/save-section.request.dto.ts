import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  Equals,
  IsArray,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';
import {
  PARTY_SECTION_TYPE_IDS,
  SECTION_TITLE_MAX_LENGTH,
  type SaveSectionRequest,
  type SectionInput,
} from '@job-intake/contracts/forms/forms-api';
import { Nullable } from '../../../http/nullable.decorator';
import { trimmed } from '../../../http/trimmed.transform';
import {
  BuilderId,
  NestedObject,
  OptionalBoolean,
  OptionalFormId,
  OptionalOrder,
} from '../shared/form-part.request.decorators';
import { SingleLine } from '../../../http/single-line.decorator';
import { requiredMessage } from '@job-intake/contracts/text/rule-messages';

export class SectionInputDto implements SectionInput {
  @BuilderId('Absent or not a uuid: a new section')
  id?: string;

  @OptionalBoolean()
  new?: boolean;

  @OptionalBoolean({ description: 'Ignored (builder state)' })
  isEditing?: boolean;

  @ApiProperty({ maxLength: SECTION_TITLE_MAX_LENGTH })
  @SingleLine()
  @MaxLength(SECTION_TITLE_MAX_LENGTH)
  @IsString()
  @IsNotEmpty({ message: requiredMessage('title') })
  @trimmed()
  title: string;

  @OptionalOrder()
  order?: number;

  @OptionalBoolean()
  readonly?: boolean;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'null, or 3 to 8 for a party section',
  })
  @IsOptional()
  @IsIn(PARTY_SECTION_TYPE_IDS, { message: 'type_id must be null or one of: 3, 4, 5, 6, 7, 8' })
  @Nullable()
  type_id?: number | null;

  @ApiPropertyOptional({ description: 'Ignored: fields are saved with type field' })
  @IsOptional()
  @IsArray()
  fields?: unknown[];
}

export class SaveSectionDto implements SaveSectionRequest {
  @ApiProperty({ enum: ['section'] })
  @Equals('section')
  type: 'section';

  @OptionalFormId()
  form_id?: string;

  @NestedObject(SectionInputDto, 'section must be an object')
  section: SectionInputDto;
}
