import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DevMailHttpController } from './dev-mail.http.controller';
import { MailCatcherService } from './mail-catcher.service';
import { MAILER } from './mailer.port';
import { SmtpMailer } from './smtp-mailer';

/**
 * Outgoing e-mail: the MAILER port with its nodemailer SMTP adapter, sending to SMTP_URL or, by
 * default, to the local catcher (GET /dev/mail).
 */
@Module({
  controllers: [DevMailHttpController],
  providers: [
    MailCatcherService,
    {
      provide: MAILER,
      inject: [APP_CONFIG, MailCatcherService],
      useFactory: (config: AppConfig, catcher: MailCatcherService) =>
        new SmtpMailer(() => catcher.smtpUrl(), config.MAIL_FROM),
    },
  ],
  exports: [MAILER, MailCatcherService],
})
export class MailModule {}
