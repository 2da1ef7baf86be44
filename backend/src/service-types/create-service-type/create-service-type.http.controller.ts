import { randomUUID } from 'node:crypto';
import { Body, Controller, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import type { ServiceTypeDto } from '@job-intake/contracts/services/service-types-api';
import { RequirePermissions } from '../../request-context/auth.decorators';
import { CompanyScope } from '../../request-context/event-context.decorator';
import { createdIn } from '../domain/service-types.rules';
import { CreateServiceTypeRequestDto } from '../shared/service-type.request.dto';
import { ServiceTypesStore } from '../shared/service-types.store';
import { theServiceType } from '../shared/the-service-type';

/** POST /service: a new service type; the company's first becomes its default. */
@ApiTags('services')
@ApiBearerAuth()
@RequirePermissions('services')
@Controller('service')
export class CreateServiceTypeHttpController {
  constructor(private readonly store: ServiceTypesStore) {}

  @Post()
  @ApiCreatedResponse({ description: 'The saved service type' })
  @ApiBadRequestResponse({ description: 'A missing, too long or taken text; an inactive default' })
  async create(
    @Body() body: CreateServiceTypeRequestDto,
    @CompanyScope() companyId: string,
  ): Promise<ServiceTypeDto> {
    const created: ServiceTypeDto = {
      id: randomUUID(),
      text: body.text,
      lien_direct: body.lien_direct ?? false,
      default: body.default ?? false,
      status: body.status ?? 'active',
    };
    const types = await this.store.change(companyId, (current) => createdIn(current, created));
    return theServiceType(types, created.id);
  }
}
