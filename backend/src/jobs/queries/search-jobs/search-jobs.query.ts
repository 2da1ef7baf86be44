export class SearchJobsQuery {
  constructor(
    readonly companyId: string,
    readonly query: string,
  ) {}
}
