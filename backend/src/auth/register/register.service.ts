import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, QueryFailedError } from 'typeorm';
import { DEFAULT_NEW_COMPANY_STATUS } from '@job-intake/contracts/identity/company-api';
import {
  REGISTRATION_RECEIVED_MESSAGE,
  type RegisterRequest,
  type RegisterResponse,
} from '@job-intake/contracts/identity/identity-api';
import { CompanySetup } from '../../company-setup/company-setup';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { MAILER, type Mailer, type OutgoingMail } from '../../mail/mailer.port';
import { UserAccounts } from '../../users/user-accounts';
import type { User } from '../../users/user.entity';
import { hashPassword } from '../../credentials/passwords';
import { registrationAttemptEmail } from './registration-emails';

const UNIQUE_VIOLATION = '23505';

/**
 * POST /auth/register: a new company set up as POST /company sets one up (the Admin role with
 * every permission but super, the Standard User role with the first workflow step), with the
 * registrant as its admin instead of a generic admin user, who signs in next. The answer is the
 * same whether or not the e-mail already has an account (decision 0013); the account holder is
 * told by e-mail that someone tried to register with their address.
 */
@Injectable()
export class RegisterService {
  private readonly logger = new Logger(RegisterService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly setup: CompanySetup,
    private readonly accounts: UserAccounts,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async register(request: RegisterRequest): Promise<RegisterResponse> {
    const existing = await this.createUnlessTaken(request);
    if (existing) {
      // As slow as creating the account, whose cost is hashing the password.
      await hashPassword(request.password);
      this.sendAfterAnswer(registrationAttemptEmail(existing, `${this.appUrl()}/login`));
    }
    return { message: REGISTRATION_RECEIVED_MESSAGE };
  }

  /** Creates the company and its admin; answers the existing account when the e-mail is taken. */
  private async createUnlessTaken(request: RegisterRequest): Promise<User | undefined> {
    try {
      return await this.dataSource.transaction(async (db) => {
        const taken = await this.accounts.withEmail(request.email, {}, db);
        if (taken) return taken;
        await this.setup.create(
          db,
          { name: request.company_name, status: DEFAULT_NEW_COMPANY_STATUS },
          { name: request.name, email: request.email, password: request.password },
        );
        return undefined;
      });
    } catch (error) {
      // The same e-mail registered twice at the same moment: the unique index decides.
      const winner = isUniqueViolation(error)
        ? await this.accounts.withEmail(request.email)
        : undefined;
      if (winner) return winner;
      throw error;
    }
  }

  /** The e-mail goes out after the answer, so that its sending does not show in the timing. */
  private sendAfterAnswer(mail: OutgoingMail): void {
    this.mailer
      .send(mail)
      .catch((error: unknown) =>
        this.logger.error(
          `The registration e-mail could not be sent: ${(error as Error).message}`,
          (error as Error).stack,
        ),
      );
  }

  private appUrl(): string {
    return (this.config.PUBLIC_URL ?? `http://localhost:${this.config.PORT}`).replace(/\/+$/, '');
  }
}

const isUniqueViolation = (error: unknown) =>
  error instanceof QueryFailedError &&
  (error.driverError as { code?: string }).code === UNIQUE_VIOLATION;
