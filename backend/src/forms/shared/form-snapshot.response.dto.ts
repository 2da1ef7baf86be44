import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CONFIG_FIELD_NAMES,
  FIELD_TYPES,
  type Choice,
  type ConfigField,
  type FieldDto as Field,
  type FieldStyle,
  type FieldType,
  type FormConfig,
  type FormSnapshot,
  type SectionDto as Section,
} from '@job-intake/contracts/forms/forms-api';

/** The OpenAPI schemas of a form's content (contracts/src/forms/forms-api.ts). */

export class ChoiceDto implements Choice {
  @ApiProperty({ example: 'key_1', description: 'What an answer sends for this choice' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiPropertyOptional()
  extra?: boolean;
}

export class FieldStyleDto implements FieldStyle {
  @ApiPropertyOptional({ enum: ['default', 'columns'] })
  layout?: 'default' | 'columns';

  @ApiPropertyOptional()
  addr_plus?: boolean;

  @ApiPropertyOptional()
  compact?: boolean;

  @ApiPropertyOptional()
  fieldset?: boolean;

  @ApiPropertyOptional()
  allow_same_as?: boolean;

  @ApiPropertyOptional()
  futureDates?: boolean;

  @ApiPropertyOptional({ enum: ['dropdown', 'checkbox'] })
  display?: 'dropdown' | 'checkbox';
}

export class MappedTypeDto {
  @ApiProperty()
  reference: string;
}

export class FieldDto implements Field {
  @ApiProperty({ format: 'uuid', description: 'The key of its answer in answers and answerData' })
  id: string;

  @ApiProperty({ enum: FIELD_TYPES })
  type: FieldType;

  @ApiProperty({ type: 'integer', nullable: true })
  type_id: number | null;

  @ApiProperty()
  title: string;

  @ApiProperty()
  description: string;

  @ApiProperty()
  required: boolean;

  @ApiProperty()
  add_to_notes: boolean;

  @ApiProperty({ type: 'integer' })
  order: number;

  @ApiProperty({ format: 'uuid' })
  section_id: string;

  @ApiProperty({ type: () => [ChoiceDto] })
  choices: ChoiceDto[];

  @ApiProperty({ type: () => FieldStyleDto })
  style: FieldStyleDto;

  @ApiProperty({ type: 'object', additionalProperties: true })
  field_configs: Record<string, unknown>;

  @ApiProperty({ type: () => MappedTypeDto, nullable: true })
  mapped_type: MappedTypeDto | null;
}

export class SectionDto implements Section {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  title: string;

  @ApiProperty({ type: 'integer' })
  order: number;

  @ApiProperty()
  readonly: boolean;

  @ApiProperty({ type: 'integer', nullable: true })
  type_id: number | null;

  @ApiProperty({ type: () => [FieldDto] })
  fields: FieldDto[];
}

export class ConfigFieldDto implements ConfigField {
  @ApiProperty({ enum: CONFIG_FIELD_NAMES })
  name: (typeof CONFIG_FIELD_NAMES)[number];

  @ApiProperty()
  label: string;

  @ApiProperty()
  active: boolean;

  @ApiProperty()
  req: boolean;
}

export class FormConfigDto implements FormConfig {
  @ApiProperty({ type: () => [ConfigFieldDto] })
  fields: ConfigFieldDto[];

  @ApiProperty()
  allow_none: boolean;

  @ApiProperty()
  allow_same_as: boolean;
}

export class FormSnapshotDto implements FormSnapshot {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty()
  title: string;

  @ApiProperty()
  message: string;

  @ApiProperty()
  footnote: string;

  @ApiProperty({ type: () => FormConfigDto })
  config: FormConfigDto;

  @ApiProperty({ format: 'uuid' })
  company_id: string;

  @ApiProperty({ type: () => [SectionDto] })
  sections: SectionDto[];
}
