import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  CHOICE_ID_MAX_LENGTH,
  CHOICE_NAME_MAX_LENGTH,
  FIELD_DESCRIPTION_MAX_LENGTH,
  FIELD_TITLE_MAX_LENGTH,
  FIELD_TYPES,
  MAPPED_REFERENCE_MAX_LENGTH,
  MAX_CHOICES,
  TYPE_ID_MAX,
  type AddressLayout,
  type Choice,
  type FieldInput,
  type FieldStyle,
  type FieldType,
  type MultiSelectDisplay,
} from '@job-intake/contracts/forms/forms-api';
import { Nullable } from '../../../http/nullable.decorator';
import { trimmed } from '../../../http/trimmed.transform';
import { BuilderId, OptionalBoolean, OptionalOrder } from '../shared/form-part.request.decorators';
import { SingleLine } from '../../../http/single-line.decorator';
import { oneOfMessage, requiredMessage } from '@job-intake/contracts/text/rule-messages';

export class ChoiceDto implements Choice {
  @ApiProperty({ example: 'key_1' })
  @MaxLength(CHOICE_ID_MAX_LENGTH)
  @IsString()
  @IsNotEmpty({ message: requiredMessage('id') })
  @trimmed()
  id: string;

  @ApiProperty({ maxLength: CHOICE_NAME_MAX_LENGTH })
  @SingleLine()
  @MaxLength(CHOICE_NAME_MAX_LENGTH)
  @IsString()
  @IsNotEmpty({ message: requiredMessage('name') })
  @trimmed()
  name: string;

  @OptionalBoolean()
  extra?: boolean;
}

export class FieldStyleDto implements FieldStyle {
  @ApiPropertyOptional({ enum: ['default', 'columns'] })
  @IsOptional()
  @IsIn(['default', 'columns'], { message: 'layout must be one of: default, columns' })
  layout?: AddressLayout;

  @OptionalBoolean()
  addr_plus?: boolean;

  @OptionalBoolean()
  compact?: boolean;

  @OptionalBoolean()
  fieldset?: boolean;

  @OptionalBoolean()
  allow_same_as?: boolean;

  @OptionalBoolean()
  futureDates?: boolean;

  @ApiPropertyOptional({ enum: ['dropdown', 'checkbox'] })
  @IsOptional()
  @IsIn(['dropdown', 'checkbox'], { message: 'display must be one of: dropdown, checkbox' })
  display?: MultiSelectDisplay;
}

export class MappedTypeDto {
  @ApiProperty()
  @MaxLength(MAPPED_REFERENCE_MAX_LENGTH)
  @IsString()
  reference: string;
}

export class FieldInputDto implements FieldInput {
  @BuilderId('Absent or not a uuid: a new field')
  id?: string;

  @OptionalBoolean()
  new?: boolean;

  @OptionalBoolean({ description: 'Ignored (builder state)' })
  isEditing?: boolean;

  @ApiPropertyOptional({ format: 'uuid', description: 'Needed for a new field' })
  @IsOptional()
  @IsUUID('all', { message: 'section_id must be the id of a saved section' })
  section_id?: string;

  @ApiPropertyOptional({ enum: FIELD_TYPES, description: 'Needed for a new field' })
  @IsOptional()
  @IsIn(FIELD_TYPES, { message: oneOfMessage('type', FIELD_TYPES) })
  type?: FieldType;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @IsOptional()
  @Max(TYPE_ID_MAX)
  @Min(0)
  @IsInt({ message: 'type_id must be a whole number or null' })
  @Nullable()
  type_id?: number | null;

  @ApiPropertyOptional({ maxLength: FIELD_TITLE_MAX_LENGTH })
  @SingleLine()
  @IsOptional()
  @MaxLength(FIELD_TITLE_MAX_LENGTH)
  @IsString()
  title?: string;

  @ApiPropertyOptional({ maxLength: FIELD_DESCRIPTION_MAX_LENGTH })
  @IsOptional()
  @MaxLength(FIELD_DESCRIPTION_MAX_LENGTH)
  @IsString()
  description?: string;

  @OptionalBoolean()
  required?: boolean;

  @OptionalBoolean()
  add_to_notes?: boolean;

  @OptionalOrder()
  order?: number;

  @ApiPropertyOptional({ type: [ChoiceDto] })
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => ChoiceDto)
  @ArrayMaxSize(MAX_CHOICES)
  @IsArray()
  choices?: ChoiceDto[];

  @ApiPropertyOptional({ type: FieldStyleDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => FieldStyleDto)
  @IsObject({ message: 'style must be an object' })
  style?: FieldStyleDto;

  @ApiPropertyOptional({ type: Object })
  @IsOptional()
  @IsObject({ message: 'field_configs must be an object' })
  field_configs?: Record<string, unknown>;

  @ApiPropertyOptional({ type: MappedTypeDto, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => MappedTypeDto)
  @IsObject({ message: 'mapped_type must be an object or null' })
  @Nullable()
  mapped_type?: MappedTypeDto | null;
}
