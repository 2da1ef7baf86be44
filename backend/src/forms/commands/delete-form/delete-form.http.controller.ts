import { Controller, Delete, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import type { DeletedDto } from '@job-intake/contracts/forms/forms-api';
import { CurrentUser, RequirePermissions } from '../../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../../request-context/authenticated-user';
import { Form } from '../../entities/form.entity';
import { FormStore } from '../../form-store';

@ApiTags('forms')
@ApiBearerAuth()
@RequirePermissions('forms')
@Controller('form')
export class DeleteFormHttpController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: FormStore,
  ) {}

  /** Soft delete: the form leaves every list, published versions stay for the jobs that used them. */
  @Delete(':id')
  @ApiOkResponse({ description: '{ id, deleted: true }' })
  remove(
    @Param('id', new ParseUUIDPipe()) id: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<DeletedDto> {
    return this.dataSource.transaction(async (db) => {
      const form = await this.store.findForm(db, user.companyId, id, true);
      await db.softDelete(Form, { id: form.id });
      return { id: form.id, deleted: true };
    });
  }
}
