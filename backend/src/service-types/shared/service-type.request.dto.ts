import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  type CreateServiceTypeRequest,
  SERVICE_TEXT_MAX_LENGTH,
  SERVICE_TYPE_STATUSES,
  type ServiceTypeStatus,
} from '@job-intake/contracts/services/service-types-api';
import { trimmed } from '../../http/trimmed.transform';
import { SingleLine } from '../../http/single-line.decorator';

const aBoolean = (property: string) => IsBoolean({ message: `${property} must be true or false` });

/** POST /service: the text, and optionally its flags and status. */
export class CreateServiceTypeRequestDto implements CreateServiceTypeRequest {
  @ApiProperty({ maxLength: SERVICE_TEXT_MAX_LENGTH, example: 'Notice :: Premium' })
  @SingleLine()
  @MaxLength(SERVICE_TEXT_MAX_LENGTH, {
    message: `text must be at most ${SERVICE_TEXT_MAX_LENGTH} characters`,
  })
  @IsString({ message: 'text must be a string' })
  @IsNotEmpty({ message: 'text should not be empty' })
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
  @IsIn(SERVICE_TYPE_STATUSES, {
    message: `status must be one of: ${SERVICE_TYPE_STATUSES.join(', ')}`,
  })
  @IsOptional()
  status?: ServiceTypeStatus;
}

/** PATCH /service/{id}: the fields to change. */
export class UpdateServiceTypeRequestDto extends PartialType(CreateServiceTypeRequestDto) {}
