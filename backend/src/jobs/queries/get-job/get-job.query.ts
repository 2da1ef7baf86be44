export class GetJobQuery {
  constructor(
    readonly companyId: string,
    readonly jobId: string,
  ) {}
}
