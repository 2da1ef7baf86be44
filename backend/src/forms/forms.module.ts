import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { CreateFormHttpController } from './commands/create-form/create-form.http.controller';
import { DeleteFormHttpController } from './commands/delete-form/delete-form.http.controller';
import { LogoVariantsHttpController } from './commands/logo-variants/logo-variants.http.controller';
import { LogoVariantsService } from './commands/logo-variants/logo-variants.service';
import { ReorderHttpController } from './commands/reorder/reorder.http.controller';
import { ReorderService } from './commands/reorder/reorder.service';
import { SaveFormPartHttpController } from './commands/save-form-part/save-form-part.http.controller';
import { SaveFormPartService } from './commands/save-form-part/save-form-part.service';
import { FormStore } from './form-store';
import { FormCatalogueHttpController } from './queries/form-catalogue/form-catalogue.http.controller';
import { GetFormHttpController } from './queries/get-form/get-form.http.controller';
import { ListFormsHttpController } from './queries/list-forms/list-forms.http.controller';
import { FormVersions } from './versions/form-versions.service';

// Static paths (/form/types, /form/states, /form/logo, /form/reorder…) are registered before
// the /form/:id routes, so they are never taken for an id.
const httpControllers = [
  FormCatalogueHttpController,
  LogoVariantsHttpController,
  ReorderHttpController,
  ListFormsHttpController,
  GetFormHttpController,
  CreateFormHttpController,
  SaveFormPartHttpController,
  DeleteFormHttpController,
];
const services = [
  FormStore,
  SaveFormPartService,
  ReorderService,
  LogoVariantsService,
  FormVersions,
];

/** Forms, their builder API, logo variants and published versions (FormVersions for jobs). */
@Module({
  imports: [FilesModule],
  controllers: httpControllers,
  providers: services,
  exports: [FormVersions, FormStore],
})
export class FormsModule {}
