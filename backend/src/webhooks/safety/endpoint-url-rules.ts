import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { checkEndpointUrl, type CheckedUrl } from './endpoint-url';

/** The URL rules with this deployment's WEBHOOKS_ALLOW_PRIVATE. */
@Injectable()
export class EndpointUrlRules {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  check(url: string): Promise<CheckedUrl> {
    return checkEndpointUrl(url, this.config.WEBHOOKS_ALLOW_PRIVATE);
  }
}
