import type { JobListName } from '@job-intake/contracts/jobs/job-status';
import type { JobPageRequest } from '../shared/job-list-page';

export class ListJobsQuery {
  constructor(
    readonly companyId: string,
    readonly list: JobListName,
    readonly page: JobPageRequest,
  ) {}
}
