import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { CompanyListResponse, CompanySort } from '@job-intake/contracts/identity/company-api';
import { RequirePermissions } from '../../request-context/auth.decorators';
import { readPage } from '../../database/paged-query';
import { companiesList, type CompanyRow } from './companies-list';
import { ListCompaniesRequestDto } from './list-companies.request.dto';

/** GET /companies: the companies a page at a time, with their number of users (super only). */
@ApiTags('companies')
@ApiBearerAuth()
@RequirePermissions('super')
@Controller('companies')
export class ListCompaniesHttpController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Get()
  @ApiOkResponse({
    description: 'One page of the companies, by name unless sorted, with user_count',
  })
  async list(@Query() query: ListCompaniesRequestDto): Promise<CompanyListResponse> {
    const { rows, ...page } = await readPage<CompanyRow, CompanySort>(
      this.dataSource,
      companiesList(query.q),
      query,
    );
    const companies = rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
    return { companies, ...page };
  }
}
