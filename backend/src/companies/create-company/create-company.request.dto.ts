import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsDefined,
  IsIn,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import {
  COMPANY_LIMITS,
  COMPANY_STATUSES,
  CONTACT_ID_PATTERN,
  type CompanyStatus,
  type CreateCompanyRequest,
} from '@job-intake/contracts/identity/company-api';
import { blankAsNull } from '../../http/blank-as-null.transform';
import { SingleLine } from '../../http/single-line.decorator';
import { trimmed } from '../../http/trimmed.transform';
import { Nullable } from '../../http/nullable.decorator';

const STATUS_LIST = COMPANY_STATUSES.join(', ');

export class NewCompanyDto {
  @ApiProperty({ example: 'Acme Builders', maxLength: COMPANY_LIMITS.name })
  @MaxLength(COMPANY_LIMITS.name, {
    message: `$property must be at most ${COMPANY_LIMITS.name} characters`,
  })
  @SingleLine()
  @IsString({ message: '$property must be a string' })
  @IsNotEmpty({ message: '$property should not be empty' })
  @trimmed()
  name: string;

  @ApiProperty({ enum: COMPANY_STATUSES, example: 'setup' })
  @IsIn(COMPANY_STATUSES, { message: `$property must be one of: ${STATUS_LIST}` })
  status: CompanyStatus;

  @ApiPropertyOptional({ example: '100200', nullable: true, description: 'Provider contact id' })
  @MaxLength(COMPANY_LIMITS.contactId, {
    message: `$property must be at most ${COMPANY_LIMITS.contactId} digits`,
  })
  @Matches(CONTACT_ID_PATTERN, { message: '$property must contain only digits' })
  @IsString({ message: '$property must be a string of digits' })
  @IsOptional()
  @blankAsNull()
  @Nullable()
  contact_id?: string | null;
}

export class CreateCompanyRequestDto implements CreateCompanyRequest {
  @ApiProperty({ type: NewCompanyDto })
  @ValidateNested()
  @Type(() => NewCompanyDto)
  @IsObject({ message: '$property must be an object with name, status and contact_id' })
  @IsDefined({ message: '$property should not be empty' })
  company: NewCompanyDto;
}
