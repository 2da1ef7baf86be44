import {
  Body,
  Controller,
  HttpCode,
  Inject,
  Param,
  ParseUUIDPipe,
  Post,
  Req,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { ShareLinkDto } from '@job-intake/contracts/jobs/share-links-api';
import { RequirePermissions } from '../../../request-context/auth.decorators';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import type { EventMetadata } from '../../../event-store/event-store.port';
import { DomainError } from '../../../shared/domain-error';
import { CompanyScope, EventContext } from '../../../request-context/event-context.decorator';
import { publicOrigin } from '../../shared/share-link-url';
import { SetShareLinkStatusCommand } from './set-share-link-status.command';
import { SetShareLinkStatusRequestDto } from './set-share-link-status.request.dto';

export const LINK_ID_MISMATCH = 'id must be the id of the link in the path';

@ApiTags('jobs')
@ApiBearerAuth()
@RequirePermissions('projects')
@Controller('job/history')
export class SetShareLinkStatusHttpController {
  constructor(
    private readonly commandBus: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post(':linkId')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Enable (open) or Disable (closed) a share link',
    description:
      'A complete link (the guest submitted it) is 409; an unchanged status stores nothing.',
  })
  @ApiOkResponse({ description: 'The link' })
  setStatus(
    @Param('linkId', new ParseUUIDPipe({ version: '4' })) linkId: string,
    @Body() body: SetShareLinkStatusRequestDto,
    @CompanyScope() companyId: string,
    @EventContext() metadata: EventMetadata,
    @Req() request: Request,
  ): Promise<ShareLinkDto> {
    if (body.id !== linkId) throw new DomainError('invalid', LINK_ID_MISMATCH);
    return this.commandBus.execute(
      new SetShareLinkStatusCommand(
        linkId,
        companyId,
        body.status,
        publicOrigin(this.config, request),
        metadata,
      ),
    );
  }
}
