import { ForbiddenException, Injectable } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { DataSource } from 'typeorm';
import type { CompanyScopeQuery } from '@job-intake/contracts/identity/users-api';
import type { AuthenticatedUser } from '../request-context/authenticated-user';
import { Company } from './company.entity';
import { DomainError } from '../shared/domain-error';

/** `?company_id=`: the company a super admin manages (the /admin/users/{id} page). */
export class CompanyScopeQueryDto implements CompanyScopeQuery {
  @ApiPropertyOptional({
    format: 'uuid',
    description: "Super admins only: manage this company's users, roles and workflow",
  })
  @IsUUID('all', { message: 'company_id must be a company id (UUID)' })
  @IsOptional()
  company_id?: string;
}

export const OTHER_COMPANY_FORBIDDEN =
  "Only super admins can manage another company's users, roles and workflow.";

/**
 * The company a users-page request works on: the caller's own (first membership), or, for a
 * holder of the super permission, the company named by company_id.
 */
@Injectable()
export class CompanyScopes {
  constructor(private readonly dataSource: DataSource) {}

  async resolve(user: AuthenticatedUser, requested: string | undefined): Promise<string> {
    if (!requested || requested === user.companyId) return user.companyId;
    if (!user.permissions.includes('super')) throw new ForbiddenException(OTHER_COMPANY_FORBIDDEN);
    if (!(await this.dataSource.getRepository(Company).existsBy({ id: requested }))) {
      throw new DomainError('not_found', 'Company not found');
    }
    return requested;
  }
}
