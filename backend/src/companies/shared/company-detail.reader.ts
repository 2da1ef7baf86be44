import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { CompanyDetailDto, CompanyUserDto } from '@job-intake/contracts/identity/company-api';
import { DomainError } from '../../shared/domain-error';
import { COMPANY_NOT_FOUND } from '../company-access';
import { Company } from '../company.entity';
import { toCompanyDto } from '../company.mapper';

/** Reads a company with its people: GET /company/{id} and the answer of PATCH. */
@Injectable()
export class CompanyDetailReader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async read(
    companyId: string,
    db: EntityManager = this.dataSource.manager,
  ): Promise<CompanyDetailDto> {
    const company = await db.findOneBy(Company, { id: companyId });
    if (!company) throw new DomainError('not_found', COMPANY_NOT_FOUND);
    const users: CompanyUserDto[] = await db.query(
      `SELECT u.id, u.name, u.email, r.name AS role
         FROM memberships m
         JOIN users u ON u.id = m.user_id
         JOIN roles r ON r.id = m.role_id
        WHERE m.company_id = $1
        ORDER BY lower(u.name), u.id`,
      [companyId],
    );
    return { ...toCompanyDto(company), user_list: users };
  }
}
