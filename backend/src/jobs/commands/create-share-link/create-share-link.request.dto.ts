import { ApiProperty } from '@nestjs/swagger';
import { SHARE_LINK_LABEL_MAX_LENGTH } from '@job-intake/contracts/jobs/jobs-api';
import type { CreateShareLinkRequest } from '@job-intake/contracts/jobs/share-links-api';
import { IsNotEmpty, IsString, IsUUID, MaxLength } from 'class-validator';
import { trimmed } from '../../../http/trimmed.transform';
import {
  SHARE_LINK_MAX_SECTIONS,
  ShareLinkSectionIds,
} from '../../shared/share-link-sections.decorator';
import { SingleLine } from '../../../http/single-line.decorator';

export class CreateShareLinkRequestDto implements CreateShareLinkRequest {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'job_id must be the id of a job' })
  job_id: string;

  @ApiProperty({
    description: "Section ids of the job's pinned form version the guest may fill in",
    type: [String],
    maxItems: SHARE_LINK_MAX_SECTIONS,
  })
  @ShareLinkSectionIds()
  sections: string[];

  @ApiProperty({ example: 'For the owner', maxLength: SHARE_LINK_LABEL_MAX_LENGTH })
  @SingleLine()
  @MaxLength(SHARE_LINK_LABEL_MAX_LENGTH, {
    message: `shareNote must be at most ${SHARE_LINK_LABEL_MAX_LENGTH} characters`,
  })
  @IsString({ message: 'shareNote must be text' })
  @IsNotEmpty({ message: 'shareNote should not be empty' })
  @trimmed()
  shareNote: string;
}
