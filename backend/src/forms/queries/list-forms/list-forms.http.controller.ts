import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FormSummaryDto } from '@job-intake/contracts/forms/forms-api';
import { CurrentUser } from '../../../auth/auth.decorators';
import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { FormStore } from '../../form-store';
import { ListFormsRequestDto } from './list-forms.request.dto';

@ApiTags('forms')
@ApiBearerAuth()
@Controller('forms')
export class ListFormsHttpController {
  constructor(private readonly store: FormStore) {}

  /** All forms for users with `forms`; only active, mapped ones for others or with ?offered=true. */
  @Get()
  @ApiOkResponse({ description: 'FormSummaryDto[] sorted by name, each with its variants' })
  list(
    @Query() query: ListFormsRequestDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<FormSummaryDto[]> {
    const onlyOffered = query.offered === 'true' || !user.permissions.includes('forms');
    return this.store.listSummaries(user.companyId, onlyOffered);
  }
}
