import type { JobListName } from '@job-intake/contracts/jobs/job-status';

export class ListJobsQuery {
  constructor(
    readonly companyId: string,
    readonly list: JobListName,
  ) {}
}
