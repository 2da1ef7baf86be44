import type { JobPageRequest } from '../shared/job-list-page';

export class SearchJobsQuery {
  constructor(
    readonly companyId: string,
    readonly query: string,
    readonly page: JobPageRequest,
  ) {}
}
