import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { ServiceTypeDto } from '@job-intake/contracts/services/service-types-api';
import { RequirePermissions } from '../../auth/auth.decorators';
import { CompanyScope } from '../../request-context/event-context.decorator';
import { ServiceTypesReader } from '../shared/service-types.reader';

/** GET /services: the caller's company's service types by text (Services tab, import select). */
@ApiTags('services')
@ApiBearerAuth()
@RequirePermissions('projects')
@Controller('services')
export class ListServiceTypesHttpController {
  constructor(private readonly reader: ServiceTypesReader) {}

  @Get()
  @ApiOkResponse({ description: 'The service types by text' })
  list(@CompanyScope() companyId: string): Promise<ServiceTypeDto[]> {
    return this.reader.listOf(companyId);
  }
}
