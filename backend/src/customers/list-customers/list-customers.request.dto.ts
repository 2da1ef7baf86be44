import { IntersectionType } from '@nestjs/swagger';
import {
  CUSTOMER_SORTS,
  type CustomerListQuery,
} from '@job-intake/contracts/job-form/customers-api';
import { PagedSearchQueryDto } from '../../http/paged-list.request.dto';
import { CompanyScopeQueryDto } from '../../companies/company-scope';

/** GET /customers: the company (super admins), the page, the sort and `q` (an id or words). */
export class ListCustomersQueryDto
  extends IntersectionType(CompanyScopeQueryDto, PagedSearchQueryDto(CUSTOMER_SORTS))
  implements CustomerListQuery {}
