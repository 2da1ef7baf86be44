import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { join } from 'node:path';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { LocalWebhookReceiver } from './local-webhook-receiver';
import { ReceivedWebhooksFolder } from './received-webhooks-folder';

/**
 * Runs the local webhook receiver in the default set-up (LOCAL_WEBHOOK_RECEIVER is not 'false'):
 * an endpoint pointed at it shows its deliveries in DATA_DIR/webhooks and on the /dev/webhooks page.
 */
@Injectable()
export class WebhookReceiverService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Webhooks');
  readonly deliveries: ReceivedWebhooksFolder;
  private readonly receiver?: LocalWebhookReceiver;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.deliveries = new ReceivedWebhooksFolder(this.folder);
    if (config.LOCAL_WEBHOOK_RECEIVER) this.receiver = new LocalWebhookReceiver(this.deliveries);
  }

  get active(): boolean {
    return this.receiver !== undefined;
  }

  get folder(): string {
    return join(this.config.DATA_DIR, 'webhooks');
  }

  /** The receiver's address, an endpoint URL with any path after it; undefined when it is off. */
  get url(): string | undefined {
    return this.receiver?.url;
  }

  /**
   * Whether `url` goes to this receiver (its origin): the one private address an endpoint may
   * name without WEBHOOKS_ALLOW_PRIVATE, so the default set-up shows deliveries at once.
   */
  takes(url: string): boolean {
    if (!this.receiver) return false;
    return URL.canParse(url) && new URL(url).origin === new URL(this.receiver.url).origin;
  }

  async onModuleInit(): Promise<void> {
    if (!this.receiver) return;
    const wanted = this.config.WEBHOOK_RECEIVER_PORT;
    const port = await this.receiver.start(wanted);
    const moved = port === wanted ? '' : ` (port ${wanted} was busy)`;
    this.logger.log(
      `Local webhook receiver on ${this.receiver.url}${moved}: add an endpoint such as ` +
        `${this.receiver.url}demo and read its deliveries at http://localhost:${this.config.PORT}/dev/webhooks`,
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.receiver?.stop();
  }
}
