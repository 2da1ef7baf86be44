import { BadRequestException, Controller, Get, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { FormListResponse, FormSort } from '@job-intake/contracts/forms/forms-api';
import { CurrentUser } from '../../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../../request-context/authenticated-user';
import { readPage } from '../../../database/paged-query';
import type { FormRow } from '../../domain/form-dto';
import { CompanyScopes } from '../../../companies/company-scope';
import { FormStore } from '../../form-store';
import { formsList } from './forms-list';
import { ApiErrorResponses } from '../../../http/api-error-responses';
import { FormSummaryDto } from '../../shared/form-summary.response.dto';
import { ListFormsRequestDto } from './list-forms.request.dto';
import { FormListResponseDto } from './list-forms.response.dto';

export const OFFERED_NOT_PAGED =
  'offered=true answers every offered form: page, size, sort, dir and q do not apply to it';

@ApiTags('forms')
@ApiBearerAuth()
@Controller('forms')
export class ListFormsHttpController {
  constructor(
    private readonly store: FormStore,
    private readonly scopes: CompanyScopes,
  ) {}

  /**
   * A page of the forms: all of them for users with `forms`, only active, mapped ones for others.
   * With ?offered=true every offered form at once (the new-job modal). Super admins name another
   * company with ?company_id= (the admin companies' Forms link).
   */
  @Get()
  @ApiOperation({ operationId: 'listForms' })
  @ApiExtraModels(FormListResponseDto, FormSummaryDto)
  @ApiOkResponse({
    description:
      'FormListResponse: one page of the forms, by name unless sorted, each with its variants; with offered=true FormSummaryDto[]',
    schema: {
      oneOf: [
        { $ref: getSchemaPath(FormListResponseDto) },
        { type: 'array', items: { $ref: getSchemaPath(FormSummaryDto) } },
      ],
    },
  })
  @ApiErrorResponses()
  async list(
    @Query() { offered, company_id, ...query }: ListFormsRequestDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<FormListResponse | FormSummaryDto[]> {
    const companyId = await this.scopes.resolve(user, company_id);
    if (offered === 'true') {
      if (Object.values(query).some((value) => value !== undefined))
        throw new BadRequestException([OFFERED_NOT_PAGED]);
      return this.store.listSummaries(companyId, true);
    }
    const list = formsList(companyId, !user.permissions.includes('forms'), query.q);
    const { rows, ...page } = await readPage<FormRow, FormSort>(this.store.manager, list, query);
    return { forms: await this.store.summaries(rows), ...page };
  }
}
