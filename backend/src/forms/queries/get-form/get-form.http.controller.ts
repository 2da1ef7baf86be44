import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FormDto } from '@job-intake/contracts/forms/forms-api';
import { CurrentUser } from '../../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../../request-context/authenticated-user';
import { DomainError } from '../../../shared/domain-error';
import { canSeeForm } from '../../domain/form-access';
import { FORM_NOT_FOUND, FormStore } from '../../form-store';

@ApiTags('forms')
@ApiBearerAuth()
@Controller('form')
export class GetFormHttpController {
  constructor(private readonly store: FormStore) {}

  /** The form with its sections and fields in order; 404 for a form the user may not see. */
  @Get(':id')
  @ApiOkResponse({ description: 'FormDto' })
  async get(
    @Param('id', new ParseUUIDPipe()) id: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<FormDto> {
    const db = this.store.manager;
    const form = await this.store.findForm(db, user.companyId, id);
    if (!canSeeForm(user.permissions, form)) throw new DomainError('not_found', FORM_NOT_FOUND);
    return this.store.loadFormDto(db, form);
  }
}
