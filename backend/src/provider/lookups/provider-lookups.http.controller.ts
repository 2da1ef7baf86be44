import { Controller, Get, Inject, Query, UseFilters } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { ContactApiKeyResponse } from '@job-intake/contracts/identity/users-api';
import type {
  ProviderContact,
  ProviderLocation,
} from '@job-intake/contracts/provider/provider-api';
import { CurrentUser, RequirePermissions } from '../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import { ProviderErrorFilter } from '../provider-error.filter';
import { PROVIDER_API, type ProviderApi } from '../provider.port';
import {
  ApiKeyLookupQueryDto,
  ContactsQueryDto,
  DivisionsQueryDto,
} from './provider-lookups.request.dto';

/**
 * The provider's data the app shows, fetched by the server: a contact's API key for the user
 * modal, and the client's locations and contacts. Calls use the caller's own API key when they
 * have one, else the application's key.
 */
@ApiTags('provider')
@ApiBearerAuth()
@UseFilters(ProviderErrorFilter)
@Controller('provider')
export class ProviderLookupsHttpController {
  constructor(@Inject(PROVIDER_API) private readonly provider: ProviderApi) {}

  @Get('api-key')
  @RequirePermissions('users')
  @ApiOkResponse({ description: "The contact's API key, from the provider's contact API" })
  async apiKey(@Query() query: ApiKeyLookupQueryDto): Promise<ContactApiKeyResponse> {
    return { cnt_id: query.cnt_id, api_key: await this.provider.lookupContactApiKey(query.cnt_id) };
  }

  @Get('divisions')
  @ApiOkResponse({ description: "The provider client's locations (ACTIVE 1 or 0)" })
  divisions(
    @Query() query: DivisionsQueryDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<ProviderLocation[]> {
    return this.provider.listDivisions({
      apiKey: user.apiKey,
      ...(query.cnt_id ? { cntId: query.cnt_id } : {}),
    });
  }

  @Get('contacts')
  @ApiOkResponse({ description: "The provider client's contacts" })
  contacts(
    @Query() query: ContactsQueryDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<ProviderContact[]> {
    return this.provider.listContacts({
      apiKey: user.apiKey,
      ...(query.div_id ? { divId: Number(query.div_id) } : {}),
    });
  }
}
