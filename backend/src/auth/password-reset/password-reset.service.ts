import {
  BadRequestException,
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_TTL_MINUTES,
  RESET_CODE_INVALID_MESSAGE,
  passwordPolicyProblem,
  resetLinkPath,
  type ResetPasswordRequest,
  type ResetPasswordResponse,
} from '@job-intake/contracts/identity/identity-api';
import { MAILER, type Mailer } from '../../mail/mailer.port';
import { hashPassword } from '../../credentials/passwords';
import { SessionService } from '../session.service';
import { SignInLimiter } from '../sign-in-limiter';
import { AppLinks } from '../../credentials/app-links';
import { resetEmail } from '../../credentials/link-emails';
import { issueResetCode, redeemResetCode } from '../../credentials/reset-codes';
import { UserAccounts } from '../../users/user-accounts';

const SHUTDOWN_WAIT_MS = 5_000;

/**
 * Password reset by e-mail (spec sections 2 and 4): a one-time code that expires, sent as a link
 * to the reset page; the reset sets the new password and signs every session of the user out.
 */
@Injectable()
export class PasswordResetService implements OnApplicationShutdown {
  private readonly logger = new Logger('PasswordReset');
  private readonly pending = new Set<Promise<void>>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(MAILER) private readonly mailer: Mailer,
    private readonly links: AppLinks,
    private readonly sessions: SessionService,
    private readonly limiter: SignInLimiter,
    private readonly accounts: UserAccounts,
  ) {}

  /**
   * Starts the reset of the account with this e-mail, if there is one, after the answer: the
   * caller learns nothing, from the answer or from its timing, about whether the account exists.
   */
  requestReset(email: string): void {
    const task = this.sendResetLink(email).catch((error: unknown) =>
      this.logger.error(
        `The password reset e-mail could not be sent: ${(error as Error).message}`,
        (error as Error).stack,
      ),
    );
    this.pending.add(task);
    void task.finally(() => this.pending.delete(task));
  }

  /** Resolves when every reset e-mail asked for so far was sent (or failed). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  async reset(request: ResetPasswordRequest): Promise<ResetPasswordResponse> {
    if (request.new_pass !== request.confirm_pass) fail(PASSWORD_MISMATCH_MESSAGE);
    const problem = passwordPolicyProblem(request.new_pass);
    if (problem) fail(problem);
    const passwordHash = await hashPassword(request.new_pass);
    const userId = await this.dataSource.transaction(async (db) => {
      const user = await this.accounts.withEmail(request.email, {}, db);
      if (!user || !(await redeemResetCode(db, user.id, request.reset_code))) return undefined;
      await this.accounts.setPasswordHash(user.id, passwordHash, db);
      return user.id;
    });
    if (!userId) fail(RESET_CODE_INVALID_MESSAGE);
    await this.sessions.revokeAll(userId);
    await this.limiter.accountRecovered(request.email);
    return { success: true, message: PASSWORD_RESET_DONE_MESSAGE, redirect: '/login' };
  }

  /** Lets the e-mails asked for just before a shutdown go out (for a few seconds at most). */
  async onApplicationShutdown(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, SHUTDOWN_WAIT_MS);
    });
    await Promise.race([this.idle(), limit]);
    clearTimeout(timer);
  }

  private async sendResetLink(email: string): Promise<void> {
    const issued = await this.dataSource.transaction(async (db) => {
      const found = await this.accounts.withEmail(email, { member: true }, db);
      if (!found) return undefined;
      return { user: found, code: await issueResetCode(db, found.id, PASSWORD_RESET_TTL_MINUTES) };
    });
    if (!issued) return;
    const { user, code } = issued;
    await this.mailer.send(resetEmail(user, this.links.to(resetLinkPath(code, user.email))));
  }
}

function fail(message: string): never {
  throw new BadRequestException({ statusCode: 400, success: false, message, error: 'Bad Request' });
}
