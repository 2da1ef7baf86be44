import type { JobSort } from '@job-intake/contracts/jobs/jobs-api';
import type { PageInfo } from '@job-intake/contracts/paging';

export class SearchJobsQuery {
  constructor(
    readonly companyId: string,
    readonly query: string,
    readonly page: PageInfo<JobSort>,
  ) {}
}
