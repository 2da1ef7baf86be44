import { Controller, Get, Inject } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { ProviderPortalDto } from '@job-intake/contracts/provider/provider-portal';
import { PROVIDER_CONNECTION, type ProviderConnection } from '../provider-connection';

/** Any signed-in user: where the Direct No of a submitted job links to (spec 2, Job Data tab). */
@ApiTags('provider')
@ApiBearerAuth()
@Controller('provider')
export class ProviderPortalHttpController {
  constructor(@Inject(PROVIDER_CONNECTION) private readonly connection: ProviderConnection) {}

  @Get('portal')
  @ApiOkResponse({ description: "The provider's page of a notice job, a template with {directNo}" })
  portal(): ProviderPortalDto {
    return { notice_url: this.connection.portalUrl };
  }
}
