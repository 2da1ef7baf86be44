import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiAcceptedResponse, ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  IMPORT_STILL_RUNNING,
  type ImportJobResponse,
  type ImportStillRunningResponse,
} from '@job-intake/contracts/jobs/job-import-api';
import { CurrentUser, RequirePermissions } from '../../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../../request-context/authenticated-user';
import type { EventMetadata } from '../../../event-store/event-store.port';
import { EventContext } from '../../../request-context/event-context.decorator';
import { requireJobOfPath } from '../../shared/job-path';
import { ImportJobCommand } from './import-job.command';
import { ImportJobRequestDto } from './import-job.request.dto';

@ApiTags('jobs')
@ApiBearerAuth()
@RequirePermissions('projects')
@Controller('job')
export class ImportJobHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post(':id/import')
  @HttpCode(200)
  @ApiOkResponse({
    description:
      "{ status: 'submitted', ols_resp: { directNo } } once the provider created the notice job. " +
      "403 unless the caller is in the last workflow step's role and holds an API key; 409 when " +
      'the job is not in Review or is being sent already; 400 listing every problem of the ' +
      "pre-send check, or with the provider's refusal (the job stays in Review)",
  })
  @ApiAcceptedResponse({
    description: 'The provider has not answered in time; the job shows Submitted once it does',
  })
  async import(
    @Param('id', new ParseUUIDPipe({ version: '4' })) id: string,
    @Body() body: ImportJobRequestDto,
    @CurrentUser() user: AuthenticatedUser,
    @EventContext() metadata: EventMetadata,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ImportJobResponse | ImportStillRunningResponse> {
    requireJobOfPath(body.id, id);
    const { companyId, roleId, apiKey, name } = user;
    const requester = { userId: user.id, name, companyId, roleId, apiKey };
    const answer: ImportJobResponse | null = await this.commandBus.execute(
      new ImportJobCommand(id, requester, body.service, metadata),
    );
    if (answer) return answer;
    response.status(202);
    return { message: IMPORT_STILL_RUNNING };
  }
}
