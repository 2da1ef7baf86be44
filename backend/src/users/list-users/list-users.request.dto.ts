import { IntersectionType } from '@nestjs/swagger';
import { USER_SORTS, type UsersListQuery } from '@job-intake/contracts/identity/users-api';
import { PagedSearchQueryDto } from '../../http/paged-list.request.dto';
import { CompanyScopeQueryDto } from '../../companies/company-scope';

/** GET /users: the company (super admins), the page, the sort and `q` (name or e-mail). */
export class ListUsersRequestDto
  extends IntersectionType(CompanyScopeQueryDto, PagedSearchQueryDto(USER_SORTS))
  implements UsersListQuery {}
