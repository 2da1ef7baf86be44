import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import { RequirePermissions } from '../../../auth/auth.decorators';
import type { CreateJobResponse } from '@job-intake/contracts/jobs/jobs-api';
import type { EventMetadata } from '../../../event-store/event-store.port';
import { EventContext } from '../../../request-context/event-context.decorator';
import { CreateJobCommand } from './create-job.command';
import { CreateJobRequestDto } from './create-job.request.dto';

@ApiTags('jobs')
@ApiBearerAuth()
@RequirePermissions('projects')
@Controller('job')
export class CreateJobHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post()
  @HttpCode(201)
  @ApiCreatedResponse({ description: 'The new job id' })
  async create(
    @Body() body: CreateJobRequestDto,
    @EventContext() metadata: EventMetadata,
  ): Promise<CreateJobResponse> {
    const id = await this.commandBus.execute(
      new CreateJobCommand(randomUUID(), body.name, metadata),
    );
    return { id };
  }
}
