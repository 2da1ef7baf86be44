import { ApiProperty } from '@nestjs/swagger';
import type { CreateJobResponse, ShareLinkPreview } from '@job-intake/contracts/jobs/jobs-api';

export class ShareLinkPreviewDto implements ShareLinkPreview {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  uuid: string;

  @ApiProperty({ description: 'The link to send: <public URL>/link/<uuid>' })
  previewLink: string;

  @ApiProperty({ description: 'The job name' })
  previewLabel: string;
}

export class CreateJobResponseDto implements CreateJobResponse {
  @ApiProperty({ format: 'uuid', description: 'The new job' })
  id: string;

  @ApiProperty({
    type: () => ShareLinkPreviewDto,
    nullable: true,
    description: 'The share link, with createLink: true',
  })
  history_record: ShareLinkPreviewDto | null;
}
