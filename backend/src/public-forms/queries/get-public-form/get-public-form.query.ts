export class GetPublicFormQuery {
  constructor(readonly appid: string) {}
}
