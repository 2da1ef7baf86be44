import { Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { LookupRoutes } from '../http/lookup-routes';
import { Lookups } from '../shared/lookups.service';

/** Any signed-in user: GET /api/v1/lookups/… */
@ApiTags('lookups')
@ApiBearerAuth()
@Controller('lookups')
export class StaffLookupsHttpController extends LookupRoutes {
  constructor(lookups: Lookups) {
    super(lookups);
  }
}
