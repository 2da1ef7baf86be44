export class GrantUploadCommand {
  constructor(
    readonly appid: string,
    /** The solved captcha's token, spent for the grant. */
    readonly captchaToken: string,
  ) {}
}
