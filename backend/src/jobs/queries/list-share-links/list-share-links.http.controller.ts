import { Controller, Get, Inject, Param, ParseUUIDPipe, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { ShareLinksResponse } from '@job-intake/contracts/jobs/share-links-api';
import { RequirePermissions } from '../../../request-context/auth.decorators';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { CompanyScope } from '../../../request-context/event-context.decorator';
import { publicOrigin } from '../../shared/share-link-url';
import { ListShareLinksQuery } from './list-share-links.query';

@ApiTags('jobs')
@ApiBearerAuth()
@RequirePermissions('projects')
@Controller('job')
export class ListShareLinksHttpController {
  constructor(
    private readonly queryBus: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get(':id/links')
  @ApiOkResponse({ description: "The job's share links, oldest first, with url and progress" })
  list(
    @Param('id', new ParseUUIDPipe({ version: '4' })) id: string,
    @CompanyScope() companyId: string,
    @Req() request: Request,
  ): Promise<ShareLinksResponse> {
    return this.queryBus.execute(
      new ListShareLinksQuery(companyId, id, publicOrigin(this.config, request)),
    );
  }
}
