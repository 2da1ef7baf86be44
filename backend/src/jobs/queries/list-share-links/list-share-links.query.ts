export class ListShareLinksQuery {
  constructor(
    readonly companyId: string,
    readonly jobId: string,
    /** Where the app is reached (PUBLIC_URL or the request's origin), for the links' urls. */
    readonly origin: string,
  ) {}
}
