import { DEFAULT_FORM_SORT, type FormSort } from '@job-intake/contracts/forms/forms-api';
import { containsPattern, type PagedList } from '../../../database/paged-query';

/**
 * The company's forms (not deleted): every one, or only the offered ones (active and mapped), those
 * whose name holds `search` when one is given.
 */
export function formsList(
  companyId: string,
  onlyOffered: boolean,
  search: string | undefined,
): PagedList<FormSort> {
  const params: unknown[] = [companyId];
  const conditions = ['f.company_id = $1', 'f.deleted_at IS NULL'];
  if (onlyOffered) conditions.push(`f.status = 'active'`, 'f.mapped');
  if (search !== undefined && search !== '') {
    params.push(containsPattern(search));
    conditions.push(`lower(f.name) ILIKE $${params.length}`);
  }
  return {
    select:
      'f.id, f.company_id, f.name, f.title, f.status, f.mapped, f.message, f.footnote, f.config, f.created_at',
    from: `FROM forms f WHERE ${conditions.join(' AND ')}`,
    params,
    sorts: {
      name: 'lower(f.name)',
      status: 'f.status',
      mapped: 'f.mapped',
      created: 'f.created_at',
    },
    tieBreaker: 'f.id',
    defaultSort: DEFAULT_FORM_SORT,
  };
}
