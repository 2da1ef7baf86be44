import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ProviderHttpAdapter } from './http/provider-http.adapter';
import { ProviderLookupsHttpController } from './lookups/provider-lookups.http.controller';
import { ProviderPortalHttpController } from './portal/provider-portal.http.controller';
import {
  connectProvider,
  PROVIDER_CONNECTION,
  type ProviderConnection,
} from './provider-connection';
import { PROVIDER_API } from './provider.port';

/**
 * The provider's second API behind its port. With PROVIDER_API_URL unset (the default set-up and
 * the tests) the local sandbox is started here and stopped with the application.
 */
@Module({
  controllers: [ProviderLookupsHttpController, ProviderPortalHttpController],
  providers: [
    {
      provide: PROVIDER_CONNECTION,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => connectProvider(config),
    },
    {
      provide: PROVIDER_API,
      inject: [PROVIDER_CONNECTION, APP_CONFIG],
      useFactory: (connection: ProviderConnection, config: AppConfig) =>
        new ProviderHttpAdapter({
          baseUrl: connection.url,
          serviceKey: connection.serviceKey,
          timeoutMs: config.PROVIDER_TIMEOUT_MS,
        }),
    },
  ],
  exports: [PROVIDER_API, PROVIDER_CONNECTION],
})
export class ProviderModule implements OnApplicationShutdown {
  constructor(@Inject(PROVIDER_CONNECTION) private readonly connection: ProviderConnection) {}

  async onApplicationShutdown(): Promise<void> {
    await this.connection.sandbox?.close();
  }
}
