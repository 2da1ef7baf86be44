import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsDefined,
  IsIn,
  IsNotEmpty,
  IsObject,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import {
  COMPANY_LIMITS,
  COMPANY_STATUSES,
  type CompanyStatus,
  type CreateCompanyRequest,
} from '@job-intake/contracts/identity/company-api';
import {
  notStringMessage,
  requiredMessage,
  tooLongMessage,
} from '@job-intake/contracts/text/rule-messages';
import { SingleLine } from '../../http/single-line.decorator';
import { trimmed } from '../../http/trimmed.transform';
import { CompanyContactId } from '../../companies/shared/company-contact-id.decorator';

const STATUS_LIST = COMPANY_STATUSES.join(', ');

export class NewCompanyDto {
  @ApiProperty({ example: 'Acme Builders', maxLength: COMPANY_LIMITS.name })
  @MaxLength(COMPANY_LIMITS.name, { message: tooLongMessage('$property', COMPANY_LIMITS.name) })
  @SingleLine()
  @IsString({ message: notStringMessage('$property') })
  @IsNotEmpty({ message: requiredMessage('$property') })
  @trimmed()
  name: string;

  @ApiProperty({ enum: COMPANY_STATUSES, example: 'setup' })
  @IsIn(COMPANY_STATUSES, { message: `$property must be one of: ${STATUS_LIST}` })
  status: CompanyStatus;

  @ApiPropertyOptional({ example: '100200', nullable: true, description: 'Provider contact id' })
  @CompanyContactId()
  contact_id?: string | null;
}

export class CreateCompanyRequestDto implements CreateCompanyRequest {
  @ApiProperty({ type: NewCompanyDto })
  @ValidateNested()
  @Type(() => NewCompanyDto)
  @IsObject({ message: '$property must be an object with name, status and contact_id' })
  @IsDefined({ message: requiredMessage('$property') })
  company: NewCompanyDto;
}
