import { ApiProperty } from '@nestjs/swagger';
import { NOTE_MAX_LENGTH, type CreateNoteRequest } from '@job-intake/contracts/jobs/jobs-api';
import { requiredMessage } from '@job-intake/contracts/text/rule-messages';
import { IsNotEmpty, IsString, IsUUID, MaxLength } from 'class-validator';
import { trimmed } from '../../../http/trimmed.transform';

export class AddNoteRequestDto implements CreateNoteRequest {
  @ApiProperty()
  @IsUUID('4', { message: 'job_id must be the id of a job' })
  job_id: string;

  @ApiProperty({ example: 'Owner asked for a copy of the notice.', maxLength: NOTE_MAX_LENGTH })
  // class-validator runs these bottom-up and stops at the first failure.
  @MaxLength(NOTE_MAX_LENGTH)
  @IsString()
  @IsNotEmpty({ message: requiredMessage('description') })
  @trimmed()
  description: string;
}
