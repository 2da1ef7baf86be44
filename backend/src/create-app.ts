import { HttpAdapterHost, NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { AUDIT_KEY_PATH } from '@job-intake/contracts/audit/audit-key';
import { PUBLIC_DOCS_PATH, useApiDocs } from './api-docs/api-document';
import { AppModule } from './app.module';
import type { AppConfig } from './config/app-config';
import { useBodyParsers } from './http/body-parsers';
import { useCompression } from './http/compression';
import { DatabaseErrorFilter } from './http/database-error.filter';
import { DomainErrorFilter } from './http/error.filter';
import { METRICS_PATH } from './http/operator-paths';
import { useSecurityHeaders } from './http/security-headers';
import { RequestValidationPipe } from './http/validation.pipe';
import { useHttpSpans } from './tracing/http-spans';

export const API_PREFIX = 'api/v1';

/** The whole HTTP application, ready to listen: used by main.ts and by the API tests. */
export async function createApp(
  config: AppConfig,
  databaseUrl: string,
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.register(config, databaseUrl),
    {
      bufferLogs: true,
      bodyParser: false,
    },
  );
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.TRUST_PROXY);
  useHttpSpans(app, config);
  useSecurityHeaders(app, `/${API_PREFIX}/${PUBLIC_DOCS_PATH}`);
  useCompression(app);
  useBodyParsers(app);
  // The audit key sits where RFC 8615 puts well-known resources, outside the API's prefix.
  app.setGlobalPrefix(API_PREFIX, { exclude: [METRICS_PATH, AUDIT_KEY_PATH] });
  app.useGlobalPipes(new RequestValidationPipe());
  // Nest tries global filters last-registered first: domain errors before the catch-all.
  app.useGlobalFilters(
    new DatabaseErrorFilter(app.get(HttpAdapterHost).httpAdapter),
    new DomainErrorFilter(),
  );
  useApiDocs(app, config, API_PREFIX);
  return app;
}
