import {
  DEFAULT_COMPANY_SORT,
  type CompanyListItem,
  type CompanySort,
} from '@job-intake/contracts/identity/company-api';
import type { PagedList } from '../../database/paged-query';
import { containsPattern } from '../../database/paged-query';

const USER_COUNT = '(SELECT count(*)::int FROM memberships m WHERE m.company_id = c.id)';

export type CompanyRow = Omit<CompanyListItem, 'created_at'> & { created_at: Date };

/** Every company with its number of users, those whose name holds `search` when one is given. */
export function companiesList(search: string | undefined): PagedList<CompanySort> {
  const searching = search !== undefined && search !== '';
  return {
    select: `c.id, c.name, c.status, c.contact_id, c.created_at, ${USER_COUNT} AS user_count`,
    from: searching ? 'FROM companies c WHERE lower(c.name) ILIKE $1' : 'FROM companies c',
    params: searching ? [containsPattern(search)] : [],
    sorts: {
      name: 'lower(c.name)',
      status: 'c.status',
      created: 'c.created_at',
      users: USER_COUNT,
    },
    tieBreaker: 'c.id',
    defaultSort: DEFAULT_COMPANY_SORT,
  };
}
