import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AccessLogPage } from '@job-intake/contracts/audit/access-log-api';
import { RequirePermissions } from '../../../request-context/auth.decorators';
import { CompanyScope } from '../../../request-context/event-context.decorator';
import { AccessLogReader } from './access-log.reader';
import { ListAccessLogRequestDto } from './list-access-log.request.dto';

/** GET /access-log: who read what in the caller's company; auditors and admins (`audit`). */
@ApiTags('audit')
@ApiBearerAuth()
@RequirePermissions('audit')
@Controller('access-log')
export class ListAccessLogHttpController {
  constructor(private readonly reader: AccessLogReader) {}

  @Get()
  @ApiOkResponse({ description: 'One page of the access log, newest first' })
  list(
    @Query() query: ListAccessLogRequestDto,
    @CompanyScope() companyId: string,
  ): Promise<AccessLogPage> {
    return this.reader.page(companyId, query);
  }
}
