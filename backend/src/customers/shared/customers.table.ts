import {
  CUSTOMER_NOT_FOUND,
  CUSTOMER_PRESET_FIELDS,
  DEFAULT_CUSTOMER_SORT,
  type CustomerSort,
} from '@job-intake/contracts/job-form/customers-api';
import { contactRoleName, type CustomerPresetDto } from '@job-intake/contracts/job-form/customers';
import type { CustomerPresetValues } from '@job-intake/contracts/job-form/customer-preset.schema';
import { containsPattern, type PagedList } from '../../database/paged-query';
import { DomainError } from '../../shared/domain-error';

/** The columns of a preset besides id and company_id, in the order presetParams gives them. */
export const PRESET_FIELDS =
  CUSTOMER_PRESET_FIELDS satisfies readonly (keyof CustomerPresetValues)[];

/** The columns a preset is answered with. */
export const CUSTOMER_COLUMNS = `id, ${PRESET_FIELDS.join(', ')}`;

/** A preset's values in PRESET_FIELDS order; an empty role_desc becomes the role's name. */
export function presetParams(values: CustomerPresetValues): unknown[] {
  const row = { ...values, role_desc: values.role_desc || contactRoleName(values.contact_role) };
  return PRESET_FIELDS.map((field) => row[field]);
}

/** The one row an UPDATE or DELETE … RETURNING touched; none means another company's or gone. */
export function thePreset(rows: CustomerPresetDto[]): CustomerPresetDto {
  const [preset] = rows;
  if (!preset) throw new DomainError('not_found', CUSTOMER_NOT_FOUND);
  return preset;
}

const SEARCHED = `concat_ws(' ', company, name, city, state, zip, county, email, role_desc)`;

/**
 * A company's presets, a page at a time: all of them, the one whose id is `search` (digits), or
 * those holding every word of it.
 */
export function customersList(companyId: string, search = ''): PagedList<CustomerSort> {
  const params: unknown[] = [companyId];
  const conditions = ['company_id = $1'];
  if (/^\d{1,9}$/.test(search)) {
    params.push(Number(search));
    conditions.push(`id = $${params.length}`);
  } else if (search !== '') {
    for (const word of search.split(/\s+/)) {
      params.push(containsPattern(word));
      conditions.push(`${SEARCHED} ILIKE $${params.length}`);
    }
  }
  return {
    select: CUSTOMER_COLUMNS,
    from: `FROM customers WHERE ${conditions.join(' AND ')}`,
    params,
    sorts: {
      id: 'id',
      company: 'lower(company)',
      name: 'lower(name)',
      role: 'contact_role',
      city: 'lower(city)',
      state: 'lower(state)',
    },
    tieBreaker: 'id',
    defaultSort: DEFAULT_CUSTOMER_SORT,
  };
}
