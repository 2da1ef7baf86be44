import { ApiPropertyOptional } from '@nestjs/swagger';
import type { UpdateJobRequest } from '@job-intake/contracts/jobs/jobs-api';
import {
  JOB_NAME_MAX_LENGTH,
  JOB_REFERENCE_MAX_LENGTH,
} from '@job-intake/contracts/jobs/job-settings';
import { IsBoolean, IsInt, IsOptional, Min, ValidateIf } from 'class-validator';
import {
  JobAmount,
  JobDate,
  JobName,
  JobProviderId,
  JobReference,
} from '../../shared/job-settings.validators';

const sent = (property: keyof UpdateJobRequest) => (body: UpdateJobRequest) =>
  body[property] !== undefined;

/** Absent fields keep their value; null clears a location, contact or date. */
export class UpdateJobSettingsRequestDto implements UpdateJobRequest {
  @ApiPropertyOptional({ example: 'Riverside Mall, phase 3', maxLength: JOB_NAME_MAX_LENGTH })
  @ValidateIf(sent('name'))
  @JobName()
  name?: string;

  @ApiPropertyOptional({ maxLength: JOB_REFERENCE_MAX_LENGTH })
  @ValidateIf(sent('reference_no'))
  @JobReference()
  reference_no?: string;

  @JobProviderId('5001', 'DIV_ID')
  selectedLocation?: string | null;

  @JobProviderId('100245', 'CNT_ID')
  selectedContact?: string | null;

  @JobDate('2026-11-21')
  first_furnishing?: string | null;

  @ApiPropertyOptional()
  @ValidateIf(sent('ff_est'))
  @IsBoolean()
  ff_est?: boolean;

  @JobDate('2026-11-28')
  last_furnishing?: string | null;

  @ApiPropertyOptional()
  @ValidateIf(sent('lf_est'))
  @IsBoolean()
  lf_est?: boolean;

  @ApiPropertyOptional({ example: '125000.00' })
  @ValidateIf(sent('total_contract_amt'))
  @JobAmount()
  total_contract_amt?: string;

  @ApiPropertyOptional({ example: '0.00' })
  @ValidateIf(sent('total_claim_amt'))
  @JobAmount()
  total_claim_amt?: string;

  @ApiPropertyOptional({ description: 'The revision the client last saw; a stale one answers 409' })
  @IsOptional()
  @IsInt()
  @Min(0)
  expected_revision?: number;
}
