import { Module } from '@nestjs/common';
import { CreateServiceTypeHttpController } from './create-service-type/create-service-type.http.controller';
import { DeleteServiceTypeHttpController } from './delete-service-type/delete-service-type.http.controller';
import { ListServiceTypesHttpController } from './list-service-types/list-service-types.http.controller';
import { ServiceTypesReader } from './shared/service-types.reader';
import { ServiceTypesStore } from './shared/service-types.store';
import { UpdateServiceTypeHttpController } from './update-service-type/update-service-type.http.controller';

/** Service types: the company page's Services tab and the service a job is sent to the provider with. */
@Module({
  controllers: [
    ListServiceTypesHttpController,
    CreateServiceTypeHttpController,
    UpdateServiceTypeHttpController,
    DeleteServiceTypeHttpController,
  ],
  providers: [ServiceTypesReader, ServiceTypesStore],
  exports: [ServiceTypesReader],
})
export class ServiceTypesModule {}
