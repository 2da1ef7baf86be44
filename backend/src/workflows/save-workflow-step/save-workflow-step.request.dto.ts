import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsUUID } from 'class-validator';
import type { SaveWorkflowStepRequest } from '@job-intake/contracts/identity/users-api';

export class SaveWorkflowStepRequestDto implements SaveWorkflowStepRequest {
  @ApiProperty({ format: 'uuid', description: 'A role of the company with assign_workflow on' })
  // class-validator runs these bottom-up and stops at the first failure.
  @IsUUID('all', { message: 'role_id must be a role id (UUID)' })
  @IsNotEmpty({ message: 'role_id is required: choose a role' })
  role_id: string;
}
