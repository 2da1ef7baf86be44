export class UnsubscribeCommand {
  constructor(
    readonly token: string,
    readonly correlationId: string,
  ) {}
}
