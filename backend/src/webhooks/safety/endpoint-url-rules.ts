import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { WebhookReceiverService } from '../../webhook-receiver/webhook-receiver.service';
import { checkEndpointUrl, type CheckedUrl } from './endpoint-url';

/** The URL rules with this deployment's WEBHOOKS_ALLOW_PRIVATE; the local receiver is allowed. */
@Injectable()
export class EndpointUrlRules {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly localReceiver: WebhookReceiverService,
  ) {}

  check(url: string): Promise<CheckedUrl> {
    const allowPrivate = this.config.WEBHOOKS_ALLOW_PRIVATE || this.localReceiver.takes(url);
    return checkEndpointUrl(url, allowPrivate);
  }
}
