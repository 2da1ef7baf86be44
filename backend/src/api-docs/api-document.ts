import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type { AppConfig } from '../config/app-config';

/** Where Swagger UI is mounted when the API documentation is public (`API_DOCS_PUBLIC=true`). */
export const PUBLIC_DOCS_PATH = 'docs';

/** The OpenAPI document of every route, built once when the app starts. */
export class ApiDocument {
  private document: OpenAPIObject | null = null;

  set(document: OpenAPIObject): void {
    this.document = document;
  }

  get(): OpenAPIObject {
    if (!this.document) throw new Error('The OpenAPI document is built when the app starts');
    return this.document;
  }
}

export function buildApiDocument(app: INestApplication): OpenAPIObject {
  return SwaggerModule.createDocument(
    app,
    new DocumentBuilder().setTitle('Job Intake API').setVersion('1').addBearerAuth().build(),
  );
}

/**
 * The document is always served to super admins (GET /api/v1/openapi.json with their token);
 * Swagger UI, which embeds the whole document in a script anyone can fetch, only by configuration.
 */
export function useApiDocs(app: INestApplication, config: AppConfig, prefix: string): void {
  const document = buildApiDocument(app);
  app.get(ApiDocument).set(document);
  if (config.API_DOCS_PUBLIC) SwaggerModule.setup(`${prefix}/${PUBLIC_DOCS_PATH}`, app, document);
}
