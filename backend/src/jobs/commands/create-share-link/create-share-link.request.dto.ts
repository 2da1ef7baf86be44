import { ApiProperty } from '@nestjs/swagger';
import { SHARE_LINK_LABEL_MAX_LENGTH } from '@job-intake/contracts/jobs/jobs-api';
import {
  SHARE_LINK_MAX_SECTIONS,
  type CreateShareLinkRequest,
} from '@job-intake/contracts/jobs/share-links-api';
import { IsUUID } from 'class-validator';
import { trimmed } from '../../../http/trimmed.transform';
import { ShareLinkSectionIds } from '../../shared/share-link-sections.decorator';
import { SingleLine } from '../../../http/single-line.decorator';
import { RequiredText } from '../../../http/required-text.decorator';

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
  @RequiredText(SHARE_LINK_LABEL_MAX_LENGTH)
  @trimmed()
  shareNote: string;
}
