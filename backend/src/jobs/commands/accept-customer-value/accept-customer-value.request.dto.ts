import { ApiProperty } from '@nestjs/swagger';
import {
  JOB_SETTINGS_FIELDS,
  type JobSettingsValues,
} from '@job-intake/contracts/jobs/job-settings';
import type { AcceptCustomerValueRequest } from '@job-intake/contracts/jobs/jobs-api';
import { IsIn } from 'class-validator';

export class AcceptCustomerValueRequestDto implements AcceptCustomerValueRequest {
  @ApiProperty({ enum: JOB_SETTINGS_FIELDS, example: 'total_claim_amt' })
  @IsIn(JOB_SETTINGS_FIELDS, { message: `field must be one of: ${JOB_SETTINGS_FIELDS.join(', ')}` })
  field: keyof JobSettingsValues;
}
