import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { CustomerPresetDto } from '@job-intake/contracts/job-form/customers';
import type {
  CustomerListResponse,
  CustomerSort,
} from '@job-intake/contracts/job-form/customers-api';
import { CurrentUser, RequirePermissions } from '../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import { readPage } from '../../database/paged-query';
import { CompanyScopes } from '../../companies/company-scope';
import { customersList } from '../shared/customers.table';
import { ListCustomersQueryDto } from './list-customers.request.dto';

/**
 * GET /customers: the company's customer presets a page at a time, for the Customers tab and the
 * job form's auto-fill — all of them, or those matching ?q= (a preset id, or every word somewhere
 * in the preset).
 */
@ApiTags('customers')
@ApiBearerAuth()
@RequirePermissions('projects')
@Controller('customers')
export class ListCustomersHttpController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly scopes: CompanyScopes,
  ) {}

  @Get()
  @ApiOkResponse({
    description: 'One page of the presets, by company unless sorted, and the total',
  })
  async list(
    @Query() { company_id, q, ...query }: ListCustomersQueryDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<CustomerListResponse> {
    const companyId = await this.scopes.resolve(user, company_id);
    const { rows, ...page } = await readPage<CustomerPresetDto, CustomerSort>(
      this.dataSource,
      customersList(companyId, q),
      query,
    );
    return { customers: rows, ...page };
  }
}
