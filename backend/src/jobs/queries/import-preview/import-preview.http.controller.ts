import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { ImportPreviewDto } from '@job-intake/contracts/jobs/job-import-api';
import { CurrentUser, RequirePermissions } from '../../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../../request-context/authenticated-user';
import { ImportPreviewQuery } from './import-preview.query';
import { ImportPreviewRequestDto } from './import-preview.request.dto';

@ApiTags('jobs')
@ApiBearerAuth()
@RequirePermissions('projects')
@Controller('job')
export class ImportPreviewHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':id/import')
  @ApiOkResponse({
    description:
      'The pre-send check of a job in Review: the payload the provider would receive for the ' +
      'chosen service (?service=, else the default), its problems, the active service types and ' +
      "the default's text. 403 unless the caller may send jobs; 409 when the job is not in Review",
  })
  preview(
    @Param('id', new ParseUUIDPipe({ version: '4' })) id: string,
    @Query() query: ImportPreviewRequestDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<ImportPreviewDto> {
    return this.queryBus.execute(new ImportPreviewQuery(id, user, query.service));
  }
}
