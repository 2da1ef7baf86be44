import type { JobListName } from '@job-intake/contracts/jobs/job-status';
import type { JobSort } from '@job-intake/contracts/jobs/jobs-api';
import type { PageInfo } from '@job-intake/contracts/paging';

export class ListJobsQuery {
  constructor(
    readonly companyId: string,
    readonly list: JobListName,
    readonly page: PageInfo<JobSort>,
  ) {}
}
