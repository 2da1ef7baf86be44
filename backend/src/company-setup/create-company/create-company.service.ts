import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import {
  genericAdminEmail,
  type CreateCompanyResponse,
} from '@job-intake/contracts/identity/company-api';
import { toCompanyDto } from '../../companies/company.mapper';
import type { NewCompany } from '../../companies/company.writer';
import { FirstPasswordLinks } from '../../credentials/first-password-links';
import { DomainError } from '../../shared/domain-error';
import { UserAccounts } from '../../users/user-accounts';
import { CompanySetup } from '../company-setup';

const UNIQUE_VIOLATION = '23505';

/**
 * POST /company (spec section 6): the company, its Admin role (every permission but super), its
 * Standard User role (projects, project_history) with the first workflow step, and a generic
 * admin user — all or nothing. The admin starts without a usable password and is e-mailed a link
 * to choose one (decision 0014), where the spec had the creator's e-mail as first password.
 */
@Injectable()
export class CreateCompanyService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly setup: CompanySetup,
    private readonly firstPasswords: FirstPasswordLinks,
    private readonly accounts: UserAccounts,
  ) {}

  async create(input: NewCompany): Promise<CreateCompanyResponse> {
    try {
      return await this.dataSource.transaction((db) => this.createIn(db, input));
    } catch (error) {
      // Two companies whose names give the same slug, created at the same moment.
      if (error instanceof QueryFailedError && errorCode(error) === UNIQUE_VIOLATION) {
        throw new DomainError(
          'conflict',
          'Another company with a similar name was created at the same moment. Please try again.',
        );
      }
      throw error;
    }
  }

  private async createIn(db: EntityManager, input: NewCompany): Promise<CreateCompanyResponse> {
    const email = await this.freeAdminEmail(db, input.name);
    const { company, admin } = await this.setup.create(db, input, {
      name: `${input.name} Admin`,
      email,
    });
    // Last, so that a failed e-mail undoes the company rather than leaving an admin nobody can reach.
    await this.firstPasswords.send(admin, await this.firstPasswords.issueCode(db, admin.id));
    return { company: toCompanyDto(company), admin_email: email };
  }

  /** admin+<slug>@…, numbered when an earlier company already holds that address. */
  private async freeAdminEmail(db: EntityManager, name: string): Promise<string> {
    for (let n = 1; ; n++) {
      const email = genericAdminEmail(name, n);
      if (!(await this.accounts.withEmail(email, {}, db))) return email;
    }
  }
}

function errorCode(error: QueryFailedError): unknown {
  return (error.driverError as { code?: unknown } | undefined)?.code;
}
