import { ApiProperty } from '@nestjs/swagger';
import { SHARE_LINK_LABEL_MAX_LENGTH } from '@job-intake/contracts/jobs/jobs-api';
import type { CreateShareLinkRequest } from '@job-intake/contracts/jobs/share-links-api';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsNotEmpty,
  IsString,
  IsUUID,
  MaxLength,
} from 'class-validator';
import { trimmed } from '../../../http/trimmed.transform';

/** More than any form has: a bound on what one request may name. */
export const SHARE_LINK_MAX_SECTIONS = 100;

export class CreateShareLinkRequestDto implements CreateShareLinkRequest {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'job_id must be the id of a job' })
  job_id: string;

  @ApiProperty({
    description: "Section ids of the job's pinned form version the guest may fill in",
    type: [String],
    maxItems: SHARE_LINK_MAX_SECTIONS,
  })
  // class-validator runs these bottom-up and stops at the first failure.
  @IsUUID('all', { each: true, message: 'sections must hold section ids' })
  @ArrayMaxSize(SHARE_LINK_MAX_SECTIONS, {
    message: `sections may hold at most ${SHARE_LINK_MAX_SECTIONS} ids`,
  })
  @ArrayNotEmpty({ message: 'sections should not be empty: choose at least one section' })
  @IsArray({ message: 'sections must be a list of section ids' })
  sections: string[];

  @ApiProperty({ example: 'For the owner', maxLength: SHARE_LINK_LABEL_MAX_LENGTH })
  @MaxLength(SHARE_LINK_LABEL_MAX_LENGTH, {
    message: `shareNote must be at most ${SHARE_LINK_LABEL_MAX_LENGTH} characters`,
  })
  @IsString({ message: 'shareNote must be text' })
  @IsNotEmpty({ message: 'shareNote should not be empty' })
  @trimmed()
  shareNote: string;
}
