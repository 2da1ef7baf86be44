import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { CreateShareLinkResponse } from '@job-intake/contracts/jobs/share-links-api';
import { RequirePermissions } from '../../../request-context/auth.decorators';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import type { EventMetadata } from '../../../event-store/event-store.port';
import { CompanyScope, EventContext } from '../../../request-context/event-context.decorator';
import { publicOrigin } from '../../shared/share-link-url';
import { CreateShareLinkCommand } from './create-share-link.command';
import { CreateShareLinkRequestDto } from './create-share-link.request.dto';

@ApiTags('jobs')
@ApiBearerAuth()
@RequirePermissions('projects')
@Controller('job/history')
export class CreateShareLinkHttpController {
  constructor(
    private readonly commandBus: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Create a share link for some sections of an open or in-review job',
    description:
      "shareNote is the label (1–100 characters after trimming); every section must be one of the job's pinned form version. The guest opens the link's url without signing in.",
  })
  @ApiCreatedResponse({ description: 'The new link with previewLink and previewLabel' })
  create(
    @Body() body: CreateShareLinkRequestDto,
    @CompanyScope() companyId: string,
    @EventContext() metadata: EventMetadata,
    @Req() request: Request,
  ): Promise<CreateShareLinkResponse> {
    return this.commandBus.execute(
      new CreateShareLinkCommand(
        body.job_id,
        companyId,
        body.shareNote,
        body.sections,
        publicOrigin(this.config, request),
        metadata,
      ),
    );
  }
}
