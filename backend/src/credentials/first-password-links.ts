import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  FIRST_PASSWORD_TTL_MINUTES,
  resetLinkPath,
} from '@job-intake/contracts/identity/identity-api';
import { MAILER, type Mailer } from '../mail/mailer.port';
import { AppLinks } from './app-links';
import { firstPasswordEmail } from './link-emails';
import { issueResetCode } from './reset-codes';

/**
 * The first password of an account made without a usable one (decision 0014): a code that works
 * like a reset code, only longer, and the e-mail with its link.
 */
@Injectable()
export class FirstPasswordLinks {
  constructor(
    @Inject(MAILER) private readonly mailer: Mailer,
    private readonly links: AppLinks,
  ) {}

  /** Issued in the caller's transaction. */
  issueCode(db: EntityManager, userId: string): Promise<string> {
    return issueResetCode(db, userId, FIRST_PASSWORD_TTL_MINUTES);
  }

  /** E-mails the link that lets the holder of a new account choose the first password. */
  async send(user: { name: string; email: string }, code: string): Promise<void> {
    await this.mailer.send(
      firstPasswordEmail(user, this.links.to(resetLinkPath(code, user.email))),
    );
  }
}
