import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/** Links to the app for e-mails: reset, first-password and invitation links. */
@Injectable()
export class AppLinks {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** The app's address for a path of the frontend (PUBLIC_URL, else this server). */
  to(path: string): string {
    const base = this.config.PUBLIC_URL ?? `http://localhost:${this.config.PORT}`;
    return `${base.replace(/\/+$/, '')}${path}`;
  }
}
