import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { PublicForms } from '../shared/public-forms.reader';

/** Lookups through a public form while it is active and mapped; any other appid is 404. */
@Injectable()
export class PublicFormScopeGuard implements CanActivate {
  constructor(private readonly forms: PublicForms) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { appid } = context.switchToHttp().getRequest<Request<{ appid?: string }>>().params;
    await this.forms.find(appid ?? '');
    return true;
  }
}
