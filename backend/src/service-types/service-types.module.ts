import { Module } from '@nestjs/common';
import { ServiceTypesReader } from './shared/service-types.reader';

/** Service types: the company page's Services tab and the service a job is sent to the provider with. */
@Module({
  providers: [ServiceTypesReader],
  exports: [ServiceTypesReader],
})
export class ServiceTypesModule {}
