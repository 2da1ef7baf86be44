import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { ServiceTypeDto } from '@job-intake/contracts/services/service-types-api';
import { CompanyScope } from '../../request-context/event-context.decorator';
import { ServiceTypesReader } from '../shared/service-types.reader';

/**
 * GET /services: the caller's company's service types by text, for any signed-in user of the
 * company (the Services tab, and the import's service select).
 */
@ApiTags('services')
@ApiBearerAuth()
@Controller('services')
export class ListServiceTypesHttpController {
  constructor(private readonly reader: ServiceTypesReader) {}

  @Get()
  @ApiOkResponse({ description: 'The service types by text' })
  list(@CompanyScope() companyId: string): Promise<ServiceTypeDto[]> {
    return this.reader.listOf(companyId);
  }
}
