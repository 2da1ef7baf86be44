import { type DynamicModule, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { ServeStaticModule } from '@nestjs/serve-static';
import { LoggerModule } from 'nestjs-pino';
import { ApiDocsModule } from './api-docs/api-docs.module';
import { AttachmentsModule } from './attachments/attachments.module';
import { AuditSigningModule } from './audit-signing/audit-signing.module';
import { AccessLogModule } from './access-log/access-log.module';
import { ApiTokensModule } from './api-tokens/api-tokens.module';
import { AuthModule } from './auth/auth.module';
import { CaptchaModule } from './captcha/captcha.module';
import { CompaniesModule } from './companies/companies.module';
import { CompanySetupModule } from './company-setup/company-setup.module';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { CredentialsModule } from './credentials/credentials.module';
import { CustomersModule } from './customers/customers.module';
import { DataExportModule } from './data-export/data-export.module';
import { DatabaseModule } from './database/database.module';
import { EmailTemplatesModule } from './email-templates/email-templates.module';
import { ServiceTypesModule } from './service-types/service-types.module';
import { StatsModule } from './stats/stats.module';
import { EventStoreModule } from './event-store/event-store.module';
import { FilesModule } from './files/files.module';
import { FormsModule } from './forms/forms.module';
import { GuestsModule } from './guests/guests.module';
import { HealthModule } from './health/health.module';
import { loggerOptions } from './http/logger-options';
import { METRICS_PATH } from './http/operator-paths';
import { staticCacheHeaders } from './http/static-assets';
import { JobsModule } from './jobs/jobs.module';
import { LiveUpdatesModule } from './live-updates/live-updates.module';
import { LookupsModule } from './lookups/lookups.module';
import { MailModule } from './mail/mail.module';
import { MetricsModule } from './metrics/metrics.module';
import { NotificationsModule } from './notifications/notifications.module';
import { ProjectionsModule } from './projections/projections.module';
import { ProviderModule } from './provider/provider.module';
import { ProviderImportsModule } from './provider-imports/provider-imports.module';
import { PublicConfigModule } from './public-config/public-config.module';
import { PublicFormsModule } from './public-forms/public-forms.module';
import { ReportModule } from './report/report.module';
import { RolesModule } from './roles/roles.module';
import { SeedModule } from './seed/seed.module';
import { SettingsModule } from './settings/settings.module';
import { UsersModule } from './users/users.module';
import { WebhooksModule } from './webhooks/webhooks.module';
import { WorkflowsModule } from './workflows/workflows.module';
import { WebhookReceiverModule } from './webhook-receiver/webhook-receiver.module';

/** The modules of the features, in the order they start; each registers its own entities and projections. */
export const featureModules = [
  HealthModule,
  ApiDocsModule,
  AuthModule,
  SeedModule,
  JobsModule,
  GuestsModule,
  LiveUpdatesModule,
  AttachmentsModule,
  NotificationsModule,
  FilesModule,
  FormsModule,
  CompaniesModule,
  CompanySetupModule,
  CredentialsModule,
  MailModule,
  WebhookReceiverModule,
  SettingsModule,
  ProviderModule,
  ProviderImportsModule,
  UsersModule,
  RolesModule,
  WorkflowsModule,
  CustomersModule,
  DataExportModule,
  EmailTemplatesModule,
  ServiceTypesModule,
  StatsModule,
  CaptchaModule,
  PublicFormsModule,
  LookupsModule,
  ReportModule,
  PublicConfigModule,
  AuditSigningModule,
  AccessLogModule,
  WebhooksModule,
  ApiTokensModule,
];

@Module({})
export class AppModule {
  static register(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.register(config, databaseUrl),
        LoggerModule.forRoot(loggerOptions(config)),
        // The built React app on the same port; every non-API path gets index.html (client routing).
        ServeStaticModule.forRoot({
          rootPath: config.FRONTEND_DIST,
          exclude: ['/api/{*path}', `/${METRICS_PATH}`, '/.well-known/{*path}'],
          serveStaticOptions: { setHeaders: staticCacheHeaders(config.FRONTEND_DIST) },
        }),
        DatabaseModule,
        EventStoreModule,
        ProjectionsModule,
        ScheduleModule.forRoot(),
        ...featureModules,
        MetricsModule.register(config),
      ],
    };
  }
}
