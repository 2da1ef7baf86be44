import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { ProjectionsFeatureModule } from '../projections/projection-registration';
import { ProviderModule } from '../provider/provider.module';
import { ProviderImportCall } from './provider-import-call';
import { ProviderImportSender } from './provider-import-sender';
import { providerImportsProjection } from './provider-imports.projection';
import { UsersModule } from '../users/users.module';

/**
 * Sending jobs to the provider, exactly once (docs/decisions/0025): the provider-imports processor
 * (provider-imports.projection.ts) turns each request event into a provider_imports row from
 * the store's subscription; ProviderImportSender calls the provider and appends the outcome.
 */
@Module({
  imports: [
    ProjectionsFeatureModule.forFeature([providerImportsProjection]),
    JobsModule,
    ProviderModule,
    UsersModule,
  ],
  providers: [ProviderImportCall, ProviderImportSender],
  exports: [ProviderImportSender],
})
export class ProviderImportsModule {}
