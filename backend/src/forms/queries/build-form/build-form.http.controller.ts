import {
  BadRequestException,
  Controller,
  Get,
  Param,
  ParseIntPipe,
  ParseUUIDPipe,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { FormDto } from '@job-intake/contracts/forms/forms-api';
import { CurrentUser, RequirePermissions } from '../../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../../request-context/authenticated-user';
import { DomainError } from '../../../shared/domain-error';
import { canSeeForm } from '../../domain/form-access';
import { FORM_NOT_FOUND, FormStore } from '../../form-store';
import { firstSections } from './first-sections';

export const LIMIT_MESSAGE = 'limit must be a whole number of sections (0 for all of them)';

const BUILD_DESCRIPTION =
  'The form as a job form is built from it (FormDto: sections with their fields in order, ' +
  'config, message, footnote, logo variants); with a limit, only its first {limit} sections.';

/**
 * GET /build/{id}/filter/{limit} (spec section 7, limit 0 by default): a form of the caller's
 * company as the job form renders it, cut to its first sections. Who may see which form is the
 * forms list's rule: every form with `forms`, otherwise only active, mapped ones.
 */
@ApiTags('forms')
@ApiBearerAuth()
@RequirePermissions('projects')
@Controller('build')
export class BuildFormHttpController {
  constructor(private readonly store: FormStore) {}

  @Get(':id')
  @ApiOkResponse({ description: `${BUILD_DESCRIPTION} Every section (limit 0).` })
  @ApiNotFoundResponse({ description: 'No such form in the caller’s company, or not offered' })
  build(
    @Param('id', new ParseUUIDPipe()) id: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<FormDto> {
    return this.read(user, id, 0);
  }

  @Get(':id/filter/:limit')
  @ApiParam({ name: 'limit', description: 'How many sections, from the first; 0 for all' })
  @ApiOkResponse({ description: BUILD_DESCRIPTION })
  @ApiBadRequestResponse({ description: LIMIT_MESSAGE })
  @ApiNotFoundResponse({ description: 'No such form in the caller’s company, or not offered' })
  filter(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Param(
      'limit',
      new ParseIntPipe({ exceptionFactory: () => new BadRequestException(LIMIT_MESSAGE) }),
    )
    limit: number,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<FormDto> {
    if (limit < 0) throw new BadRequestException(LIMIT_MESSAGE);
    return this.read(user, id, limit);
  }

  private async read(user: AuthenticatedUser, id: string, limit: number): Promise<FormDto> {
    const db = this.store.manager;
    const form = await this.store.findForm(db, user.companyId, id);
    if (!canSeeForm(user.permissions, form)) throw new DomainError('not_found', FORM_NOT_FOUND);
    return firstSections(await this.store.loadFormDto(db, form), limit);
  }
}
