import { ApiProperty, PartialType } from '@nestjs/swagger';
import type { JobSettingsValues } from '@job-intake/contracts/jobs/job-settings';

/** A job's settings (contracts: JobSettingsValues), as the OpenAPI document shows them. */
export class JobSettingsValuesDto implements JobSettingsValues {
  @ApiProperty()
  name: string;

  @ApiProperty()
  reference_no: string;

  @ApiProperty({ type: String, nullable: true, description: 'The provider division (DIV_ID)' })
  location: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The provider contact (CNT_ID)' })
  contact: string | null;

  @ApiProperty({ type: String, nullable: true, example: '2026-11-21' })
  first_furnishing: string | null;

  @ApiProperty()
  ff_est: boolean;

  @ApiProperty({ type: String, nullable: true, example: '2026-11-28' })
  last_furnishing: string | null;

  @ApiProperty()
  lf_est: boolean;

  @ApiProperty({ example: '125000.00' })
  total_contract_amt: string;

  @ApiProperty({ example: '0.00' })
  total_claim_amt: string;
}

/** Settings a customer proposed and staff have not accepted yet. */
export class SubmittedJobSettingsDto extends PartialType(JobSettingsValuesDto) {}
