import { ForbiddenException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  DEFAULT_CONFIG_SETTINGS,
  type CompanyDetailDto,
  type UpdateCompanyRequest,
} from '@job-intake/contracts/identity/company-api';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import { DomainError } from '../../shared/domain-error';
import { COMPANY_NOT_FOUND, assertCompanyAccess, isSuperAdmin } from '../company-access';
import { Company } from '../company.entity';
import { requireSafeCustomStyle } from '../custom-style/custom-style-check';
import { CompanyDetailReader } from '../shared/company-detail.reader';

export const STATUS_SUPER_ONLY_MESSAGE = 'Only a super admin can change the company status.';

/** PATCH /company/{id}: saves the fields sent, leaves the others; answers the saved company. */
@Injectable()
export class UpdateCompanyService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reader: CompanyDetailReader,
  ) {}

  async update(
    user: AuthenticatedUser,
    companyId: string,
    changes: UpdateCompanyRequest,
  ): Promise<CompanyDetailDto> {
    assertCompanyAccess(user, companyId);
    if (changes.custom_style) requireSafeCustomStyle(changes.custom_style);
    return this.dataSource.transaction(async (db) => {
      const company = await db.findOne(Company, {
        where: { id: companyId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!company) throw new DomainError('not_found', COMPANY_NOT_FOUND);
      // A form may send the status it shows; only a super admin may send a different one.
      if (
        changes.status !== undefined &&
        changes.status !== company.status &&
        !isSuperAdmin(user)
      ) {
        throw new ForbiddenException(STATUS_SUPER_ONLY_MESSAGE);
      }
      const { config_settings, ...fields } = changes;
      for (const [key, value] of Object.entries(fields)) {
        if (value !== undefined) Object.assign(company, { [key]: value });
      }
      if (config_settings) {
        company.config_settings = {
          ...DEFAULT_CONFIG_SETTINGS,
          ...company.config_settings,
          ...definedOnly(config_settings),
        };
      }
      await db.save(company);
      return this.reader.read(companyId, db);
    });
  }
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, field]) => field !== undefined),
  ) as Partial<T>;
}
