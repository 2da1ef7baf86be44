import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MailModule } from '../mail/mail.module';
import { AppLinks } from './app-links';
import { FirstPasswordLinks } from './first-password-links';
import { PasswordReset } from './password-reset.entity';
import { SecretBox } from './secret-box';
import { secretsKey } from './secrets-key';

/**
 * What proves an account holder: password hashing, the one-time codes of e-mailed links (reset,
 * first password, invitation) and those e-mails; and the SecretBox that keeps the secrets the app
 * must read back encrypted in the database (decision 0059). Below users, auth and webhooks.
 */
@Module({
  imports: [TypeOrmModule.forFeature([PasswordReset]), MailModule],
  providers: [
    AppLinks,
    FirstPasswordLinks,
    {
      provide: SecretBox,
      useFactory: (config: AppConfig) => new SecretBox(secretsKey(config)),
      inject: [APP_CONFIG],
    },
  ],
  exports: [AppLinks, FirstPasswordLinks, SecretBox],
})
export class CredentialsModule {}
