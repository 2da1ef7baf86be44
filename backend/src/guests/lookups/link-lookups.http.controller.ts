import { Controller, UseGuards } from '@nestjs/common';
import { ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { TOO_MANY_GUEST_REQUESTS } from '@job-intake/contracts/guests/guest-api';
import { Public } from '../../request-context/auth.decorators';
import { LookupRoutes } from '../../lookups/http/lookup-routes';
import { Lookups } from '../../lookups/shared/lookups.service';
import { GuestLookupsLimit } from '../../lookups/guests/guest-lookups';
import { LinkScopeGuard } from './link-scope.guard';

/** A share link's guest, without signing in: GET /api/v1/link/{uuid}/lookups/… */
@ApiTags('guests')
@Public()
@UseGuards(ThrottlerGuard, LinkScopeGuard)
@GuestLookupsLimit()
@ApiTooManyRequestsResponse({ description: TOO_MANY_GUEST_REQUESTS })
@Controller('link/:uuid/lookups')
export class LinkLookupsHttpController extends LookupRoutes {
  constructor(lookups: Lookups) {
    super(lookups);
  }
}
