import type { JobListName } from '@job-intake/contracts/jobs/job-status';
import { containsPattern } from '../../../database/paged-query';
import type { JobListFilter } from './job-list-page';
import { JOB_SEARCH_TEXT } from './job-search-text';

/** A job list (GET /jobs): its total from job_list_counts, which the job-list projection keeps. */
export function jobListFilter(companyId: string, list: JobListName): JobListFilter {
  return {
    where: 'company_id = $1 AND status = $2',
    params: [companyId, list],
    total: `coalesce((SELECT jobs FROM job_list_counts
      WHERE company_id = $1 AND status = $2), 0)`,
  };
}

/**
 * The search (POST /search): the company's jobs of every status but deleted whose name, reference
 * number or location (label or DIV_ID) contains the query, case-insensitively.
 */
export function jobSearchFilter(companyId: string, query: string): JobListFilter {
  return {
    where: `company_id = $1 AND status <> 'deleted' AND ${JOB_SEARCH_TEXT} LIKE $2`,
    params: [companyId, containsPattern(query.toLowerCase())],
  };
}
