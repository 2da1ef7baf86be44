export class ListEmailsQuery {
  constructor(
    readonly companyId: string,
    readonly jobId: string,
  ) {}
}
