import { Body, Controller, HttpCode, Inject, Post, Req, UseFilters } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { CreateJobResponse } from '@job-intake/contracts/jobs/jobs-api';
import { CurrentUser, RequirePermissions } from '../../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../../request-context/authenticated-user';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import type { EventMetadata } from '../../../event-store/event-store.port';
import { ApiErrorResponses } from '../../../http/api-error-responses';
import { ProviderErrorFilter } from '../../../provider/provider-error.filter';
import { EventContext } from '../../../request-context/event-context.decorator';
import { publicOrigin } from '../../shared/share-link-url';
import { CreateJobCommand } from './create-job.command';
import { CreateJobRequestDto } from './create-job.request.dto';
import { CreateJobResponseDto } from './create-job.response.dto';

@ApiTags('jobs')
@ApiBearerAuth()
@RequirePermissions('projects')
@UseFilters(ProviderErrorFilter)
@Controller('job')
export class CreateJobHttpController {
  constructor(
    private readonly commandBus: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ operationId: 'createJob', summary: 'Create a job on a form' })
  @ApiCreatedResponse({
    type: CreateJobResponseDto,
    description: 'The new job id, and the share link with createLink',
  })
  @ApiErrorResponses()
  create(
    @Body() body: CreateJobRequestDto,
    @CurrentUser() user: AuthenticatedUser,
    @EventContext() metadata: EventMetadata,
    @Req() request: Request,
  ): Promise<CreateJobResponse> {
    return this.commandBus.execute(
      new CreateJobCommand(user, body, metadata, publicOrigin(this.config, request)),
    );
  }
}
