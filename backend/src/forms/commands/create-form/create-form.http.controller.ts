import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { DEFAULT_FORM_CONFIG, type FormDto } from '@job-intake/contracts/forms/forms-api';
import { CurrentUser, RequirePermissions } from '../../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../../request-context/authenticated-user';
import { Form } from '../../entities/form.entity';
import { FormStore } from '../../form-store';
import { CreateFormRequestDto } from './create-form.request.dto';

@ApiTags('forms')
@ApiBearerAuth()
@RequirePermissions('forms')
@Controller('form')
export class CreateFormHttpController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: FormStore,
  ) {}

  /** A new form: pending, not mapped, the default config, no sections yet (the builder adds them). */
  @Post()
  @HttpCode(201)
  @ApiCreatedResponse({ description: 'The new FormDto' })
  create(
    @Body() body: CreateFormRequestDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<FormDto> {
    return this.dataSource.transaction(async (db) => {
      const form = await db.save(
        db.create(Form, {
          id: randomUUID(),
          company_id: user.companyId,
          name: body.name,
          title: body.name,
          status: 'pending',
          mapped: false,
          message: '',
          footnote: '',
          config: structuredClone(DEFAULT_FORM_CONFIG),
        }),
      );
      return this.store.loadFormDto(db, form);
    });
  }
}
