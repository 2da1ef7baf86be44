import { Controller, UseGuards } from '@nestjs/common';
import { ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { TOO_MANY_GUEST_REQUESTS } from '@job-intake/contracts/guests/guest-api';
import { Public } from '../../request-context/auth.decorators';
import { LookupRoutes } from '../../lookups/http/lookup-routes';
import { Lookups } from '../../lookups/shared/lookups.service';
import { GuestLookupsLimit } from '../../lookups/guests/guest-lookups';
import { PublicFormScopeGuard } from './public-form-scope.guard';

/** A public form's guest, without signing in: GET /api/v1/new/{appid}/lookups/… */
@ApiTags('guests')
@Public()
@UseGuards(ThrottlerGuard, PublicFormScopeGuard)
@GuestLookupsLimit()
@ApiTooManyRequestsResponse({ description: TOO_MANY_GUEST_REQUESTS })
@Controller('new/:appid/lookups')
export class PublicFormLookupsHttpController extends LookupRoutes {
  constructor(lookups: Lookups) {
    super(lookups);
  }
}
