import { Controller, Delete, HttpCode, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { CustomerPresetDto } from '@job-intake/contracts/job-form/customers';
import { CurrentUser, RequirePermissions } from '../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import { CompanyScopeQueryDto, CompanyScopes } from '../../companies/company-scope';
import { CustomerIdPipe } from '../shared/customer-id.pipe';
import { CUSTOMER_COLUMNS, thePreset } from '../shared/customers.table';

/** DELETE /customer/{id}: removes the preset; jobs it filled keep their addresses. */
@ApiTags('customers')
@ApiBearerAuth()
@RequirePermissions('company')
@Controller('customer')
export class DeleteCustomerHttpController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly scopes: CompanyScopes,
  ) {}

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ description: 'No such preset in the company' })
  async remove(
    @Param('id', CustomerIdPipe) id: number,
    @Query() query: CompanyScopeQueryDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<void> {
    const companyId = await this.scopes.resolve(user, query.company_id);
    const [rows] = (await this.dataSource.query(
      `DELETE FROM customers WHERE id = $1 AND company_id = $2 RETURNING ${CUSTOMER_COLUMNS}`,
      [id, companyId],
    )) as [CustomerPresetDto[], number];
    thePreset(rows);
  }
}
