import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, QueryFailedError } from 'typeorm';
import { DEFAULT_NEW_COMPANY_STATUS } from '@job-intake/contracts/identity/company-api';
import {
  EMAIL_TAKEN_MESSAGE,
  type AuthResponse,
  type RegisterRequest,
} from '@job-intake/contracts/identity/identity-api';
import { CompanySetup } from '../../companies/company-setup.service';
import { User } from '../../users/user.entity';
import { DomainError } from '../../shared/domain-error';
import { SessionService } from '../session.service';

const UNIQUE_VIOLATION = '23505';

/**
 * POST /auth/register: a new company set up as POST /company sets one up (the Admin role with
 * every permission but super, the Standard User role with the first workflow step), with the
 * registrant as its admin instead of a generic admin user; answered like a sign-in.
 */
@Injectable()
export class RegisterService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly setup: CompanySetup,
    private readonly sessions: SessionService,
  ) {}

  async register(request: RegisterRequest): Promise<AuthResponse> {
    let user: User;
    try {
      user = await this.dataSource.transaction(async (db) => {
        const taken = await db
          .getRepository(User)
          .createQueryBuilder('user')
          .where('lower(user.email) = lower(:email)', { email: request.email })
          .getExists();
        if (taken) throw new DomainError('conflict', EMAIL_TAKEN_MESSAGE);
        const company = await this.setup.createCompany(db, {
          name: request.company_name,
          status: DEFAULT_NEW_COMPANY_STATUS,
        });
        const { admin } = await this.setup.createDefaultRoles(db, company.id);
        const created = await this.setup.createUser(db, {
          name: request.name,
          email: request.email,
          password: request.password,
        });
        await this.setup.addMembership(db, created.id, company.id, admin.id);
        return created;
      });
    } catch (error) {
      // The same e-mail registered twice at the same moment: the unique index decides.
      if (
        error instanceof QueryFailedError &&
        (error.driverError as { code?: string }).code === UNIQUE_VIOLATION
      )
        throw new DomainError('conflict', EMAIL_TAKEN_MESSAGE);
      throw error;
    }
    return this.sessions.issue(user);
  }
}
