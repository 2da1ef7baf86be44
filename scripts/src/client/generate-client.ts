/**
 * `npm run client:generate`: writes the typed client's schema.d.ts from the OpenAPI document the
 * app serves, built without a database. A backend test fails when the committed file is stale.
 */
import 'reflect-metadata';
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import {
  CLIENT_SCHEMA_PATH,
  clientSchema,
  loadConfig,
  previewApiDocument,
} from '@job-intake/backend/tools';

const ROOT = resolve(__dirname, '..', '..', '..');

async function main(): Promise<void> {
  // The document does not depend on the settings; these only let the configuration load.
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    FRONTEND_DIST: '/nonexistent',
    JWT_SECRET: 'typed-client-generator'.padEnd(64, '-'),
  });
  const document = await previewApiDocument(config);
  await writeFile(resolve(ROOT, CLIENT_SCHEMA_PATH), await clientSchema(document));
  console.log(`Wrote ${CLIENT_SCHEMA_PATH} (${Object.keys(document.paths).length} paths)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
