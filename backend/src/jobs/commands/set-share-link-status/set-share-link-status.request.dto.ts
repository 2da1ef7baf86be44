import { ApiProperty } from '@nestjs/swagger';
import type { UpdateShareLinkStatusRequest } from '@job-intake/contracts/jobs/share-links-api';
import { IsIn, IsUUID } from 'class-validator';

export const SHARE_LINK_STATUSES = ['open', 'closed'] as const;

export class SetShareLinkStatusRequestDto implements UpdateShareLinkStatusRequest {
  @ApiProperty({ description: 'The link id; must be the link in the path', format: 'uuid' })
  @IsUUID('4', { message: 'id must be the id of a share link' })
  id: string;

  @ApiProperty({ enum: SHARE_LINK_STATUSES, description: 'open: Enable; closed: Disable' })
  @IsIn(SHARE_LINK_STATUSES, { message: 'status must be open or closed' })
  status: 'open' | 'closed';
}
