import { Body, Controller, Param, ParseUUIDPipe, Patch } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { ServiceTypeDto } from '@job-intake/contracts/services/service-types-api';
import { RequirePermissions } from '../../request-context/auth.decorators';
import { CompanyScope } from '../../request-context/event-context.decorator';
import { updatedIn } from '../domain/service-types.rules';
import { UpdateServiceTypeRequestDto } from '../shared/service-type.request.dto';
import { ServiceTypesStore } from '../shared/service-types.store';
import { theServiceType } from '../shared/the-service-type';

/**
 * PATCH /service/{id}: changes the given fields. Making a type the default takes the flag from
 * the others; deactivating the default hands it to the next active type by text.
 */
@ApiTags('services')
@ApiBearerAuth()
@RequirePermissions('services')
@Controller('service')
export class UpdateServiceTypeHttpController {
  constructor(private readonly store: ServiceTypesStore) {}

  @Patch(':id')
  @ApiOkResponse({ description: 'The saved service type' })
  @ApiBadRequestResponse({ description: 'A bad or taken text; an inactive default' })
  @ApiNotFoundResponse({ description: 'No such service type in the caller’s company' })
  async update(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: UpdateServiceTypeRequestDto,
    @CompanyScope() companyId: string,
  ): Promise<ServiceTypeDto> {
    const types = await this.store.change(companyId, (current) => updatedIn(current, id, body));
    return theServiceType(types, id);
  }
}
