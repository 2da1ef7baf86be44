import { Body, Controller, Param, Patch, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiNotFoundResponse,
  ApiOkResponse,
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
import { CustomerIdPipe } from '../shared/customer-id.pipe';
import {
  CUSTOMER_COLUMNS,
  PRESET_FIELDS,
  presetParams,
  thePreset,
} from '../shared/customers.table';

const ASSIGNMENTS = PRESET_FIELDS.map((field, index) => `${field} = $${index + 3}`).join(', ');

/** PATCH /customer/{id}: replaces the preset's fields (the whole preset, as the form holds it). */
@ApiTags('customers')
@ApiBearerAuth()
@RequirePermissions('company')
@Controller('customer')
export class UpdateCustomerHttpController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly scopes: CompanyScopes,
  ) {}

  @Patch(':id')
  @ApiOkResponse({ description: 'The saved preset' })
  @ApiBody({ schema: CUSTOMER_BODY_SCHEMA })
  @ApiBadRequestResponse({ description: 'Every bad field, each named' })
  @ApiNotFoundResponse({ description: 'No such preset in the company' })
  async update(
    @Param('id', CustomerIdPipe) id: number,
    @Body(CustomerBodyPipe) body: CustomerPresetValues,
    @Query() query: CompanyScopeQueryDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<CustomerPresetDto> {
    const companyId = await this.scopes.resolve(user, query.company_id);
    const [rows] = (await this.dataSource.query(
      `UPDATE customers SET ${ASSIGNMENTS}, updated_at = now()
        WHERE id = $1 AND company_id = $2 RETURNING ${CUSTOMER_COLUMNS}`,
      [id, companyId, ...presetParams(body)],
    )) as [CustomerPresetDto[], number];
    return thePreset(rows);
  }
}
