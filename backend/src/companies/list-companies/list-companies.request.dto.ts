import { COMPANY_SORTS, type CompanyListQuery } from '@job-intake/contracts/identity/company-api';
import { PagedSearchQueryDto } from '../../http/paged-list.request.dto';

/** GET /companies: the page, the sort and `q` (a part of the name). */
export class ListCompaniesRequestDto
  extends PagedSearchQueryDto(COMPANY_SORTS)
  implements CompanyListQuery {}
