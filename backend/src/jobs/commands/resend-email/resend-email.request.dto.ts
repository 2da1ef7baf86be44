import { ApiProperty } from '@nestjs/swagger';
import { NO_UUID_MESSAGE, type ResendEmailRequest } from '@job-intake/contracts/emails/emails-api';
import { IsNotEmpty, IsString, IsUUID, MaxLength } from 'class-validator';

export class ResendEmailRequestDto implements ResendEmailRequest {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'email_id must be the id of an e-mail' })
  email_id: string;

  @ApiProperty({ format: 'uuid', description: "The request's own share link uuid" })
  @MaxLength(36, { message: NO_UUID_MESSAGE })
  @IsString({ message: NO_UUID_MESSAGE })
  @IsNotEmpty({ message: NO_UUID_MESSAGE })
  uuid: string;

  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'job_id must be the id of a job' })
  job_id: string;
}
