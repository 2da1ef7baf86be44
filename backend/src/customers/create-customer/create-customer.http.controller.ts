import { Body, Controller, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiCreatedResponse,
  ApiTags,
} from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { CustomerPresetDto } from '@job-intake/contracts/job-form/customers';
import type { CustomerPresetValues } from '@job-intake/contracts/job-form/customer-preset.schema';
import { CurrentUser, RequirePermissions } from '../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import { CompanyScopeQueryDto, CompanyScopes } from '../../companies/company-scope';
import { CUSTOMER_BODY_SCHEMA, CustomerBodyPipe } from '../shared/customer-body.pipe';
import { CUSTOMER_COLUMNS, PRESET_FIELDS, presetParams } from '../shared/customers.table';

const PLACEHOLDERS = PRESET_FIELDS.map((_, index) => `$${index + 2}`).join(', ');

/** POST /customer: a new customer preset of the company. */
@ApiTags('customers')
@ApiBearerAuth()
@RequirePermissions('company')
@Controller('customer')
export class CreateCustomerHttpController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly scopes: CompanyScopes,
  ) {}

  @Post()
  @ApiCreatedResponse({ description: 'The saved preset, with its id' })
  @ApiBody({ schema: CUSTOMER_BODY_SCHEMA })
  @ApiBadRequestResponse({ description: 'Every bad field, each named' })
  async create(
    @Body(CustomerBodyPipe) body: CustomerPresetValues,
    @Query() query: CompanyScopeQueryDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<CustomerPresetDto> {
    const companyId = await this.scopes.resolve(user, query.company_id);
    const rows: CustomerPresetDto[] = await this.dataSource.query(
      `INSERT INTO customers (company_id, ${PRESET_FIELDS.join(', ')})
       VALUES ($1, ${PLACEHOLDERS}) RETURNING ${CUSTOMER_COLUMNS}`,
      [companyId, ...presetParams(body)],
    );
    return rows[0]!;
  }
}
