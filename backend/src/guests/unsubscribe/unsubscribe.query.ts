export class UnsubscribeQuery {
  constructor(readonly token: string) {}
}
