export class UploadPublicAttachmentsCommand {
  constructor(
    readonly appid: string,
    /** The files multer wrote to disk; they are removed again when the command is refused. */
    readonly uploaded: readonly Express.Multer.File[],
  ) {}
}
