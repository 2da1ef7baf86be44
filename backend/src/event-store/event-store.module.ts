import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, DATABASE_URL } from '../config/app-config';
import { sessionLimits } from '../database/pg-pool';
import { APPEND_OBSERVER, type AppendObserver, observeAppends } from './append-observer';
import { createEventStore } from './create-event-store';
import { EVENT_STORE, type EventStore } from './event-store.port';

@Global()
@Module({
  providers: [
    {
      provide: EVENT_STORE,
      inject: [APP_CONFIG, DATABASE_URL, { token: APPEND_OBSERVER, optional: true }],
      useFactory: (config: AppConfig, databaseUrl: string, observer?: AppendObserver) =>
        observeAppends(
          createEventStore({
            eventStoreUrl: config.EVENTSTORE_URL,
            databaseUrl,
            session: sessionLimits(config),
          }),
          observer,
        ),
    },
  ],
  exports: [EVENT_STORE],
})
export class EventStoreModule implements OnApplicationShutdown {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}
