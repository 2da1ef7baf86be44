export class GetJobSettingsQuery {
  constructor(
    readonly companyId: string,
    readonly jobId: string,
  ) {}
}
