import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { DEFAULT_NOTE_SORT, type JobNotesResponse } from '@job-intake/contracts/jobs/jobs-api';
import { RequirePermissions } from '../../../request-context/auth.decorators';
import { requestedPage } from '../../../shared/requested-page';
import { CompanyScope } from '../../../request-context/event-context.decorator';
import { ListNotesQuery } from './list-notes.query';
import { ListNotesRequestDto } from './list-notes.request.dto';

@ApiTags('jobs')
@ApiBearerAuth()
@RequirePermissions('projects')
@Controller('job')
export class ListNotesHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':id/notes')
  @ApiOkResponse({ description: "One page of the job's notes, newest first unless dir=asc" })
  list(
    @Param('id', new ParseUUIDPipe({ version: '4' })) id: string,
    @Query() query: ListNotesRequestDto,
    @CompanyScope() companyId: string,
  ): Promise<JobNotesResponse> {
    return this.queryBus.execute(
      new ListNotesQuery(companyId, id, requestedPage(query, DEFAULT_NOTE_SORT)),
    );
  }
}
