import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module';
import { AppLinks } from './app-links';
import { FirstPasswordLinks } from './first-password-links';
import { PasswordReset } from './password-reset.entity';

/**
 * What proves an account holder: password hashing, the one-time codes of e-mailed links (reset,
 * first password, invitation) and those e-mails. Below users and auth, which both use it.
 */
@Module({
  imports: [TypeOrmModule.forFeature([PasswordReset]), MailModule],
  providers: [AppLinks, FirstPasswordLinks],
  exports: [AppLinks, FirstPasswordLinks],
})
export class CredentialsModule {}
