import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import {
  type CreateServiceTypeRequest,
  SERVICE_TEXT_MAX_LENGTH,
  SERVICE_TYPE_STATUSES,
  type ServiceTypeStatus,
} from '@job-intake/contracts/services/service-types-api';
import { trimmed } from '../../http/trimmed.transform';
import { SingleLine } from '../../http/single-line.decorator';
import { oneOfMessage, trueOrFalseMessage } from '@job-intake/contracts/text/rule-messages';
import { RequiredText } from '../../http/required-text.decorator';

const aBoolean = (property: string) => IsBoolean({ message: trueOrFalseMessage(property) });

/** POST /service: the text, and optionally its flags and status. */
export class CreateServiceTypeRequestDto implements CreateServiceTypeRequest {
  @ApiProperty({ maxLength: SERVICE_TEXT_MAX_LENGTH, example: 'Notice :: Premium' })
  @SingleLine()
  @RequiredText(SERVICE_TEXT_MAX_LENGTH, 'string')
  @trimmed()
  text: string;

  @ApiPropertyOptional({ default: false, description: 'Filed as a lien (direct)' })
  @aBoolean('lien_direct')
  @IsOptional()
  lien_direct?: boolean;

  @ApiPropertyOptional({ default: false, description: "The company's default service" })
  @aBoolean('default')
  @IsOptional()
  default?: boolean;

  @ApiPropertyOptional({ enum: SERVICE_TYPE_STATUSES, default: 'active' })
  @IsIn(SERVICE_TYPE_STATUSES, { message: oneOfMessage('status', SERVICE_TYPE_STATUSES) })
  @IsOptional()
  status?: ServiceTypeStatus;
}

/** PATCH /service/{id}: the fields to change. */
export class UpdateServiceTypeRequestDto extends PartialType(CreateServiceTypeRequestDto) {}
