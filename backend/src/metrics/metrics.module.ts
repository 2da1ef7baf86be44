import {
  type DynamicModule,
  Inject,
  type MiddlewareConsumer,
  Module,
  type NestModule,
  RequestMethod,
} from '@nestjs/common';
import type { Pool } from 'pg';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { PG_POOL } from '../database/database.module';
import { APPEND_OBSERVER } from '../event-store/append-observer';
import { NotificationsModule } from '../notifications/notifications.module';
import { OutboxBacklog } from '../notifications/outbox-backlog';
import { ReadModels } from '../projections/projections.module';
import { PROVIDER_IMPORT_OBSERVER } from '../provider-imports/provider-import-observer';
import { WebhookBacklog } from '../webhooks/delivery/webhook-backlog';
import { WEBHOOK_DELIVERY_OBSERVER } from '../webhooks/delivery/webhook-delivery-observer';
import { WebhooksModule } from '../webhooks/webhooks.module';
import { AppendMetrics } from './appends/append-metrics';
import { registerPoolMetrics } from './database/pool-metrics';
import { HttpMetricsMiddleware, HttpRequestMetrics } from './http/http-metrics.middleware';
import { LeaseCollector } from './leases/lease.collector';
import { OutboxCollector } from './outbox/outbox.collector';
import { ProjectionLagCollector } from './projections/projection-lag.collector';
import { ProviderImportMetrics } from './provider-imports/provider-import-metrics';
import { MetricsRegistry } from './registry/metrics-registry';
import { MetricsScrape } from './scrape/metrics-scrape';
import { MetricsController } from './scrape/metrics.controller';
import { MetricsTokenGuard } from './scrape/metrics-token.guard';
import { SCRAPE_COLLECTORS, type ScrapeCollector } from './scrape/scrape-collector';
import { WebhookCollector } from './webhooks/webhook.collector';
import { WebhookDeliveryMetrics } from './webhooks/webhook-delivery-metrics';

/**
 * Operators' metrics (docs/decisions/0042), only when METRICS_TOKEN is set: without it nothing
 * here is registered, GET /metrics does not exist and nothing is counted. The module asks the
 * others (read models, the outbox, the webhook backlog, the leases, the pool); the event store,
 * the provider imports and the webhook sender name an observer port of their own that it provides
 * (global, as they are optional dependencies there), so no module imports this one.
 */
@Module({})
export class MetricsModule implements NestModule {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  static register(config: AppConfig): DynamicModule {
    if (!config.METRICS_TOKEN) return { module: MetricsModule };
    return {
      module: MetricsModule,
      global: true,
      imports: [NotificationsModule, WebhooksModule],
      controllers: [MetricsController],
      providers: [
        {
          provide: MetricsRegistry,
          inject: [APP_CONFIG, PG_POOL],
          useFactory: (appConfig: AppConfig, pool: Pool) => {
            const metrics = new MetricsRegistry(appConfig.INSTANCE_ID);
            registerPoolMetrics(metrics, pool);
            return metrics;
          },
        },
        {
          provide: APPEND_OBSERVER,
          inject: [MetricsRegistry],
          useFactory: (metrics: MetricsRegistry) => new AppendMetrics(metrics),
        },
        {
          provide: PROVIDER_IMPORT_OBSERVER,
          inject: [MetricsRegistry],
          useFactory: (metrics: MetricsRegistry) => new ProviderImportMetrics(metrics),
        },
        {
          provide: WEBHOOK_DELIVERY_OBSERVER,
          inject: [MetricsRegistry],
          useFactory: (metrics: MetricsRegistry) => new WebhookDeliveryMetrics(metrics),
        },
        {
          provide: SCRAPE_COLLECTORS,
          inject: [ReadModels, OutboxBacklog, WebhookBacklog, PG_POOL],
          useFactory: (
            readModels: ReadModels,
            outbox: OutboxBacklog,
            webhooks: WebhookBacklog,
            pool: Pool,
          ) => [
            new ProjectionLagCollector(readModels),
            new OutboxCollector(outbox),
            new WebhookCollector(webhooks),
            new LeaseCollector(pool),
          ],
        },
        {
          provide: MetricsScrape,
          inject: [MetricsRegistry, SCRAPE_COLLECTORS],
          useFactory: (metrics: MetricsRegistry, collectors: ScrapeCollector[]) =>
            new MetricsScrape(metrics, collectors),
        },
        {
          provide: HttpRequestMetrics,
          inject: [MetricsRegistry],
          useFactory: (metrics: MetricsRegistry) => new HttpRequestMetrics(metrics),
        },
        MetricsTokenGuard,
      ],
      exports: [APPEND_OBSERVER, PROVIDER_IMPORT_OBSERVER, WEBHOOK_DELIVERY_OBSERVER],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    if (!this.config.METRICS_TOKEN) return;
    consumer.apply(HttpMetricsMiddleware).forRoutes({ path: '{*path}', method: RequestMethod.ALL });
  }
}
