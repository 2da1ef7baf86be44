import { ApiProperty } from '@nestjs/swagger';
import {
  JOB_SETTINGS_FIELDS,
  type JobSettingsValues,
} from '@job-intake/contracts/jobs/job-settings';
import type { AcceptCustomerValueRequest } from '@job-intake/contracts/jobs/jobs-api';
import { IsIn } from 'class-validator';
import { oneOfMessage } from '@job-intake/contracts/text/rule-messages';

export class AcceptCustomerValueRequestDto implements AcceptCustomerValueRequest {
  @ApiProperty({ enum: JOB_SETTINGS_FIELDS, example: 'total_claim_amt' })
  @IsIn(JOB_SETTINGS_FIELDS, { message: oneOfMessage('field', JOB_SETTINGS_FIELDS) })
  field: keyof JobSettingsValues;
}
