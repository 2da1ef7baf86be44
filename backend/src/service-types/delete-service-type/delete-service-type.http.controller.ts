import { Controller, Delete, HttpCode, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { RequirePermissions } from '../../request-context/auth.decorators';
import { CompanyScope } from '../../request-context/event-context.decorator';
import { removedFrom } from '../domain/service-types.rules';
import { ServiceTypesStore } from '../shared/service-types.store';

/** DELETE /service/{id}: removes the type; the next active type by text becomes the default. */
@ApiTags('services')
@ApiBearerAuth()
@RequirePermissions('services')
@Controller('service')
export class DeleteServiceTypeHttpController {
  constructor(private readonly store: ServiceTypesStore) {}

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ description: 'No such service type in the caller’s company' })
  async remove(
    @Param('id', new ParseUUIDPipe()) id: string,
    @CompanyScope() companyId: string,
  ): Promise<void> {
    await this.store.change(companyId, (current) => removedFrom(current, id));
  }
}
