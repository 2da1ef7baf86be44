import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FilesModule } from '../files/files.module';
import { CreateFormHttpController } from './commands/create-form/create-form.http.controller';
import { DeleteFormHttpController } from './commands/delete-form/delete-form.http.controller';
import { LogoVariantsHttpController } from './commands/logo-variants/logo-variants.http.controller';
import { LogoVariantsService } from './commands/logo-variants/logo-variants.service';
import { ReorderHttpController } from './commands/reorder/reorder.http.controller';
import { ReorderService } from './commands/reorder/reorder.service';
import { DeleteFieldHandler } from './commands/delete-field/delete-field.handler';
import { DeleteSectionHandler } from './commands/delete-section/delete-section.handler';
import { SaveFieldHandler } from './commands/save-field/save-field.handler';
import { SaveFormMessageHandler } from './commands/save-form-message/save-form-message.handler';
import { SaveSectionHandler } from './commands/save-section/save-section.handler';
import { FormPartEditor } from './commands/shared/form-part-editor';
import { Field } from './entities/field.entity';
import { FormVariant } from './entities/form-variant.entity';
import { FormVersion } from './entities/form-version.entity';
import { Form } from './entities/form.entity';
import { Section } from './entities/section.entity';
import { FormStore } from './form-store';
import { SaveFormPartHttpController } from './http/save-form-part.http.controller';
import { FormCatalogueHttpController } from './queries/form-catalogue/form-catalogue.http.controller';
import { BuildFormHttpController } from './queries/build-form/build-form.http.controller';
import { GetFormHttpController } from './queries/get-form/get-form.http.controller';
import { ListFormsHttpController } from './queries/list-forms/list-forms.http.controller';
import { FormVersions } from './versions/form-versions.service';
import { CompanyScopes } from '../companies/company-scope';

// Static paths (/form/types, /form/states, /form/logo, /form/reorder…) are registered before
// the /form/:id routes, so they are never taken for an id.
const httpControllers = [
  FormCatalogueHttpController,
  LogoVariantsHttpController,
  ReorderHttpController,
  ListFormsHttpController,
  GetFormHttpController,
  BuildFormHttpController,
  CreateFormHttpController,
  SaveFormPartHttpController,
  DeleteFormHttpController,
];
const commandHandlers = [
  SaveFormMessageHandler,
  SaveSectionHandler,
  DeleteSectionHandler,
  SaveFieldHandler,
  DeleteFieldHandler,
];
const services = [
  FormStore,
  FormPartEditor,
  ReorderService,
  LogoVariantsService,
  FormVersions,
  CompanyScopes,
];

/** Forms, their builder API, logo variants and published versions (FormVersions for jobs). */
@Module({
  imports: [
    TypeOrmModule.forFeature([Form, Section, Field, FormVariant, FormVersion]),
    CqrsModule,
    FilesModule,
  ],
  controllers: httpControllers,
  providers: [...commandHandlers, ...services],
  exports: [FormVersions, FormStore],
})
export class FormsModule {}
