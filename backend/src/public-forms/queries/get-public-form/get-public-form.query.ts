export class GetPublicFormQuery {
  constructor(
    readonly appid: string,
    /** The contact id of the link, when it names one: it must be a user of the form's company. */
    readonly cntId: string | null,
  ) {}
}
