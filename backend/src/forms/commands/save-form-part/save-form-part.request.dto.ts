import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  Equals,
  IsArray,
  IsBoolean,
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
  CHOICE_NAME_MAX_LENGTH,
  FIELD_DESCRIPTION_MAX_LENGTH,
  FIELD_TITLE_MAX_LENGTH,
  FIELD_TYPES,
  FORM_NAME_MAX_LENGTH,
  FORM_STATUSES,
  FORM_TEXT_MAX_LENGTH,
  MAX_CHOICES,
  PARTY_SECTION_TYPE_IDS,
  SECTION_TITLE_MAX_LENGTH,
  type AddressLayout,
  type Choice,
  type ConfigField,
  type DeleteFieldRequest,
  type DeleteSectionRequest,
  type FieldInput,
  type FieldStyle,
  type FieldType,
  type FormConfig,
  type FormStatus,
  type MultiSelectDisplay,
  type SaveFieldRequest,
  type SaveFormMessageRequest,
  type SaveSectionRequest,
  type SectionInput,
} from '@job-intake/contracts/forms/forms-api';
import { trimmed } from '../../../http/trimmed.transform';
import { Nullable } from '../../../http/nullable.decorator';

// class-validator runs a property's decorators bottom-up; with stopAtFirstError the lowest
// failing one is the message the person sees.

const MAX_ORDER = 1_000_000;

/** Accepts 0 and 1 for booleans, as the spec's data carries `mapped` (spec 3). */
const zeroOneAsBoolean = () =>
  Transform(({ value }: { value: unknown }) => (value === 0 ? false : value === 1 ? true : value));

/**
 * Decorators listed as they would be written above a property: TypeScript applies those
 * bottom-up, so they are applied in reverse and class-validator checks them in the same order.
 */
function stacked(...decorators: PropertyDecorator[]): PropertyDecorator {
  return applyDecorators(...[...decorators].reverse());
}

/** The form a part belongs to; absent for the form being created. */
const OptionalFormId = () =>
  stacked(
    ApiPropertyOptional({ format: 'uuid' }),
    IsOptional(),
    IsUUID('all', { message: 'form_id must be a UUID' }),
  );

const OptionalBoolean = (options?: ApiPropertyOptions) =>
  stacked(ApiPropertyOptional(options), IsOptional(), IsBoolean());

const OptionalOrder = () =>
  stacked(
    ApiPropertyOptional(),
    IsOptional(),
    Max(MAX_ORDER),
    Min(0),
    IsInt({ message: 'order must be a whole number' }),
  );

/** A required nested object, validated as `type`. */
const NestedObject = (type: new () => object, message: string) =>
  stacked(
    ApiProperty({ type }),
    ValidateNested(),
    Type(() => type),
    IsObject({ message }),
  );

/** The builder's id of a section or field: absent or not a uuid for a new one. */
const BuilderId = (description: string) =>
  stacked(ApiPropertyOptional({ description }), IsOptional(), MaxLength(100), IsString());

/** The ids of the choices the builder removed from a field. */
const DeletedChoices = () =>
  stacked(
    ApiPropertyOptional({ type: [String] }),
    IsOptional(),
    IsString({ each: true, message: 'deletedChoices must be a list of choice ids' }),
    ArrayMaxSize(MAX_CHOICES),
    IsArray({ message: 'deletedChoices must be a list of choice ids' }),
  );

export class ConfigFieldDto implements ConfigField {
  @ApiProperty({ enum: ['project_name', 'reference_no'] })
  @IsIn(['project_name', 'reference_no'], {
    message: 'name must be one of: project_name, reference_no',
  })
  name: 'project_name' | 'reference_no';

  @ApiProperty({ example: 'Project Name' })
  @MaxLength(100)
  @IsString()
  @IsNotEmpty({ message: 'label should not be empty' })
  @trimmed()
  label: string;

  @ApiProperty()
  @IsBoolean()
  active: boolean;

  @ApiProperty()
  @IsBoolean()
  req: boolean;
}

export class FormConfigDto implements FormConfig {
  @ApiProperty({ type: [ConfigFieldDto] })
  @ValidateNested({ each: true })
  @Type(() => ConfigFieldDto)
  @ArrayMaxSize(2)
  @IsArray()
  fields: ConfigFieldDto[];

  @ApiProperty()
  @IsBoolean()
  allow_none: boolean;

  @ApiProperty()
  @IsBoolean()
  allow_same_as: boolean;
}

export class SaveFormMessageDto implements SaveFormMessageRequest {
  @ApiProperty({ enum: ['message'] })
  @Equals('message')
  type: 'message';

  @OptionalFormId()
  form_id?: string;

  @ApiPropertyOptional({ maxLength: FORM_NAME_MAX_LENGTH })
  @IsOptional()
  @MaxLength(FORM_NAME_MAX_LENGTH)
  @IsString()
  @IsNotEmpty({ message: 'name should not be empty' })
  @trimmed()
  name?: string;

  @ApiPropertyOptional({ maxLength: FORM_NAME_MAX_LENGTH })
  @IsOptional()
  @MaxLength(FORM_NAME_MAX_LENGTH)
  @IsString()
  @trimmed()
  title?: string;

  @ApiPropertyOptional({ enum: FORM_STATUSES })
  @IsOptional()
  @IsIn(FORM_STATUSES, { message: `status must be one of: ${FORM_STATUSES.join(', ')}` })
  status?: FormStatus;

  @ApiPropertyOptional({ type: Boolean, description: '1 and 0 are taken too' })
  @IsOptional()
  @IsBoolean({ message: 'mapped must be true or false' })
  @zeroOneAsBoolean()
  mapped?: boolean;

  @ApiPropertyOptional({ type: FormConfigDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => FormConfigDto)
  @IsObject({ message: 'config must be an object' })
  config?: FormConfigDto;

  @ApiPropertyOptional({ maxLength: FORM_TEXT_MAX_LENGTH })
  @IsOptional()
  @MaxLength(FORM_TEXT_MAX_LENGTH)
  @IsString()
  message?: string;

  @ApiPropertyOptional({ maxLength: FORM_TEXT_MAX_LENGTH })
  @IsOptional()
  @MaxLength(FORM_TEXT_MAX_LENGTH)
  @IsString()
  footnote?: string;
}

export class SectionInputDto implements SectionInput {
  @BuilderId('Absent or not a uuid: a new section')
  id?: string;

  @OptionalBoolean()
  new?: boolean;

  @OptionalBoolean({ description: 'Ignored (builder state)' })
  isEditing?: boolean;

  @ApiProperty({ maxLength: SECTION_TITLE_MAX_LENGTH })
  @MaxLength(SECTION_TITLE_MAX_LENGTH)
  @IsString()
  @IsNotEmpty({ message: 'title should not be empty' })
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

export class IdDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'id must be a UUID' })
  id: string;
}

export class DeleteSectionDto implements DeleteSectionRequest {
  @ApiProperty({ enum: ['delete_section'] })
  @Equals('delete_section')
  type: 'delete_section';

  @OptionalFormId()
  form_id?: string;

  @NestedObject(IdDto, 'section must be an object')
  section: IdDto;
}

export class ChoiceDto implements Choice {
  @ApiProperty({ example: 'key_1' })
  @MaxLength(64)
  @IsString()
  @IsNotEmpty({ message: 'id should not be empty' })
  @trimmed()
  id: string;

  @ApiProperty({ maxLength: CHOICE_NAME_MAX_LENGTH })
  @MaxLength(CHOICE_NAME_MAX_LENGTH)
  @IsString()
  @IsNotEmpty({ message: 'name should not be empty' })
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
  @MaxLength(255)
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
  @IsIn(FIELD_TYPES, { message: `type must be one of: ${FIELD_TYPES.join(', ')}` })
  type?: FieldType;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @IsOptional()
  @Max(999)
  @Min(0)
  @IsInt({ message: 'type_id must be a whole number or null' })
  @Nullable()
  type_id?: number | null;

  @ApiPropertyOptional({ maxLength: FIELD_TITLE_MAX_LENGTH })
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

export type SaveFormPartDto =
  SaveFormMessageDto | SaveSectionDto | DeleteSectionDto | SaveFieldDto | DeleteFieldDto;

export const SAVE_FORM_PART_DTOS = {
  message: SaveFormMessageDto,
  section: SaveSectionDto,
  delete_section: DeleteSectionDto,
  field: SaveFieldDto,
  delete_field: DeleteFieldDto,
} as const;
