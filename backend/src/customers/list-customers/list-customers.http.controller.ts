import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  CUSTOMER_LIST_LIMIT,
  type CustomerPresetDto,
} from '@job-intake/contracts/job-form/customers';
import { RequirePermissions } from '../../auth/auth.decorators';
import { containsPattern } from '../../database/paged-query';
import { CompanyScope } from '../../request-context/event-context.decorator';
import { ListCustomersQueryDto } from './list-customers.request.dto';

const COLUMNS =
  'id, contact_role, role_desc, company, name, phone, address, address_2, city, state, zip, county, email';

/**
 * GET /customers: the company's customer presets for the job form's auto-fill — all of them, or
 * those matching ?q= (a preset id, or every word somewhere in the preset).
 */
@ApiTags('customers')
@ApiBearerAuth()
@RequirePermissions('projects')
@Controller('customers')
export class ListCustomersHttpController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Get()
  @ApiOkResponse({ description: 'Customer presets by company and name (at most 200)' })
  async list(
    @Query() query: ListCustomersQueryDto,
    @CompanyScope() companyId: string,
  ): Promise<CustomerPresetDto[]> {
    const params: unknown[] = [companyId];
    const conditions = ['company_id = $1'];
    const text = query.q?.trim() ?? '';
    if (/^\d{1,9}$/.test(text)) {
      params.push(Number(text));
      conditions.push(`id = $${params.length}`);
    } else if (text !== '') {
      for (const word of text.split(/\s+/)) {
        params.push(containsPattern(word));
        conditions.push(
          `concat_ws(' ', company, name, city, state, zip, county, email, role_desc) ILIKE $${params.length}`,
        );
      }
    }
    params.push(CUSTOMER_LIST_LIMIT);
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM customers WHERE ${conditions.join(' AND ')}
        ORDER BY lower(company), lower(name), id LIMIT $${params.length}`,
      params,
    );
  }
}
