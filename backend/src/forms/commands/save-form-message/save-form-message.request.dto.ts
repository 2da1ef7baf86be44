import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  Equals,
  IsArray,
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import {
  CONFIG_FIELD_LABEL_MAX_LENGTH,
  CONFIG_FIELD_NAMES,
  FORM_NAME_MAX_LENGTH,
  FORM_STATUSES,
  FORM_TEXT_MAX_LENGTH,
  type ConfigField,
  type FormConfig,
  type FormStatus,
  type SaveFormMessageRequest,
} from '@job-intake/contracts/forms/forms-api';
import {
  oneOfMessage,
  requiredMessage,
  trueOrFalseMessage,
} from '@job-intake/contracts/text/rule-messages';
import { trimmed } from '../../../http/trimmed.transform';
import { OptionalFormId, zeroOneAsBoolean } from '../shared/form-part.request.decorators';
import { SingleLine } from '../../../http/single-line.decorator';

export class ConfigFieldDto implements ConfigField {
  @ApiProperty({ enum: CONFIG_FIELD_NAMES })
  @IsIn(CONFIG_FIELD_NAMES, { message: oneOfMessage('name', CONFIG_FIELD_NAMES) })
  name: ConfigField['name'];

  @ApiProperty({ example: 'Project Name' })
  @SingleLine()
  @MaxLength(CONFIG_FIELD_LABEL_MAX_LENGTH)
  @IsString()
  @IsNotEmpty({ message: requiredMessage('label') })
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
  @ArrayMaxSize(CONFIG_FIELD_NAMES.length)
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
  @SingleLine()
  @IsOptional()
  @MaxLength(FORM_NAME_MAX_LENGTH)
  @IsString()
  @IsNotEmpty({ message: requiredMessage('name') })
  @trimmed()
  name?: string;

  @ApiPropertyOptional({ maxLength: FORM_NAME_MAX_LENGTH })
  @SingleLine()
  @IsOptional()
  @MaxLength(FORM_NAME_MAX_LENGTH)
  @IsString()
  @trimmed()
  title?: string;

  @ApiPropertyOptional({ enum: FORM_STATUSES })
  @IsOptional()
  @IsIn(FORM_STATUSES, { message: oneOfMessage('status', FORM_STATUSES) })
  status?: FormStatus;

  @ApiPropertyOptional({ type: Boolean, description: '1 and 0 are taken too' })
  @IsOptional()
  @IsBoolean({ message: trueOrFalseMessage('mapped') })
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
