export class OpenLinkQuery {
  constructor(
    /** The link's public uuid, as the guest sent it (not yet checked). */
    readonly uuid: string,
  ) {}
}
