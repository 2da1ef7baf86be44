import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { ProviderModule } from '../provider/provider.module';
import { ProviderImportCall } from './provider-import-call';
import { ProviderImportSender } from './provider-import-sender';

/**
 * Sending jobs to the provider, exactly once (docs/decisions/0025): the provider-imports processor
 * (projections/projection-registry.ts) turns each request event into a provider_imports row from
 * the store's subscription; ProviderImportSender calls the provider and appends the outcome.
 */
@Module({
  imports: [JobsModule, ProviderModule],
  providers: [ProviderImportCall, ProviderImportSender],
  exports: [ProviderImportSender],
})
export class ProviderImportsModule {}
