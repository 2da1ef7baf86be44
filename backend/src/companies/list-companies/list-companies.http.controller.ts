import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type {
  CompanyListItem,
  CompanyListResponse,
  CompanyStatus,
} from '@job-intake/contracts/identity/company-api';
import { RequirePermissions } from '../../auth/auth.decorators';

interface CompanyRow {
  id: string;
  name: string;
  status: CompanyStatus;
  contact_id: string | null;
  created_at: Date;
  user_count: number;
}

/** GET /companies: every company with its number of users, for the admin page (super only). */
@ApiTags('companies')
@ApiBearerAuth()
@RequirePermissions('super')
@Controller('companies')
export class ListCompaniesHttpController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Get()
  @ApiOkResponse({ description: 'All companies, by name, with user_count' })
  async list(): Promise<CompanyListResponse> {
    const rows: CompanyRow[] = await this.dataSource.query(
      `SELECT c.id, c.name, c.status, c.contact_id, c.created_at, count(m.id)::int AS user_count
         FROM companies c
         LEFT JOIN memberships m ON m.company_id = c.id
        GROUP BY c.id
        ORDER BY lower(c.name), c.id`,
    );
    const companies = rows.map((row): CompanyListItem => ({
      ...row,
      created_at: row.created_at.toISOString(),
    }));
    return { companies };
  }
}
