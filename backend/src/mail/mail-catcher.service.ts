import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { join } from 'node:path';
import type { CaughtMail } from '@job-intake/contracts/identity/mail-api';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { LocalMailCatcher } from './local-mail-catcher';

/**
 * Runs the local e-mail catcher when no SMTP_URL is configured (the embedded default): the app's
 * e-mails land in DATA_DIR/mail and on the /dev/mail page instead of in real mailboxes.
 */
@Injectable()
export class MailCatcherService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly catcher?: LocalMailCatcher;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    if (!config.SMTP_URL) this.catcher = new LocalMailCatcher(this.folder);
  }

  /** Whether e-mails are caught locally (true) or sent to SMTP_URL (false). */
  get active(): boolean {
    return this.catcher !== undefined;
  }

  get folder(): string {
    return join(this.config.DATA_DIR, 'mail');
  }

  /** Where the Mailer sends to: SMTP_URL, or the catcher. */
  smtpUrl(): string {
    if (this.config.SMTP_URL) return this.config.SMTP_URL;
    if (!this.catcher) throw new Error('No SMTP server configured');
    return this.catcher.smtpUrl;
  }

  async onModuleInit(): Promise<void> {
    if (!this.catcher) return;
    const port = await this.catcher.start(this.config.SMTP_PORT);
    const moved = port === this.config.SMTP_PORT ? '' : ` (port ${this.config.SMTP_PORT} was busy)`;
    this.logger.log(
      `No SMTP_URL: e-mails are not delivered but caught on smtp://127.0.0.1:${port}${moved}; ` +
        `read them in ${this.folder} or at http://localhost:${this.config.PORT}/dev/mail`,
    );
  }

  list(): Promise<CaughtMail[]> {
    if (!this.catcher) return Promise.resolve([]);
    return this.catcher.list();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.catcher?.stop();
  }
}
