import type { INestApplication } from '@nestjs/common';
import { HttpAdapterHost, NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { OpenAPIObject } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import { AUDIT_KEY_PATH } from '@job-intake/contracts/audit/audit-key';
import { PUBLIC_DOCS_PATH, buildApiDocument, useApiDocs } from './api-docs/api-document';
import { AppModule } from './app.module';
import type { AppConfig } from './config/app-config';
import { useBodyParsers } from './http/body-parsers';
import { useCompression } from './http/compression';
import { DatabaseErrorFilter } from './http/database-error.filter';
import { DomainErrorFilter } from './http/error.filter';
import { useGuestPages } from './http/guest-pages';
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
  useGuestPages(app, API_PREFIX);
  useApiPrefix(app);
  app.useGlobalPipes(new RequestValidationPipe());
  // Nest tries global filters last-registered first: domain errors before the catch-all.
  app.useGlobalFilters(
    new DatabaseErrorFilter(app.get(HttpAdapterHost).httpAdapter),
    new DomainErrorFilter(),
  );
  useApiDocs(app, config, API_PREFIX);
  return app;
}

function useApiPrefix(app: INestApplication): void {
  // The audit key sits where RFC 8615 puts well-known resources, outside the API's prefix.
  app.setGlobalPrefix(API_PREFIX, { exclude: [METRICS_PATH, AUDIT_KEY_PATH] });
}

/**
 * The OpenAPI document the app serves, built in Nest's preview mode: the modules and routes are
 * read but no provider starts, so no database is needed (the typed client's generator).
 */
export async function previewApiDocument(config: AppConfig): Promise<OpenAPIObject> {
  const app = await NestFactory.create(AppModule.register(config, 'postgres://preview'), {
    preview: true,
    logger: false,
  });
  useApiPrefix(app);
  const document = buildApiDocument(app);
  await app.close();
  return document;
}
