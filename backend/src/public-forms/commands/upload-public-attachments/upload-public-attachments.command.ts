export class UploadPublicAttachmentsCommand {
  constructor(
    readonly appid: string,
    /** The files multer stored; they are removed again when the command is refused. */
    readonly uploaded: readonly Express.Multer.File[],
    /** The budget's reservation for this upload, settled to the bytes kept. */
    readonly chargeId: string,
  ) {}
}
