import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';
import request from 'supertest';
import { loadConfig } from '../config/app-config';
import { createApp } from '../create-app';
import { DEMO_LOGINS, DemoSeed } from '../seed/demo-seed';
import { createTestDatabase, type TestDatabase } from './test-database';

/** The SecretBox key of this test process's apps: another app on their database needs it too. */
const TEST_SECRETS_KEY = randomBytes(32).toString('hex');

/**
 * A test app's configuration: quiet, no frontend, its own session key, and the process's
 * SecretBox key (so that two apps on one database open each other's sealed secrets).
 */
export function testAppConfig(env: NodeJS.ProcessEnv = {}) {
  return loadConfig({
    LOG_LEVEL: 'silent',
    FRONTEND_DIST: '/nonexistent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    SECRETS_KEY: TEST_SECRETS_KEY,
    ...env,
  });
}

export interface TestApp {
  readonly app: NestExpressApplication;
  readonly http: ReturnType<typeof request>;
  /** The app's database, for assertions on rows. */
  readonly pool: Pool;
  /** Signs in (a demo user by key, or any e-mail and password) and returns the bearer token. */
  login(who: keyof typeof DEMO_LOGINS | { email: string; password: string }): Promise<string>;
  close(): Promise<void>;
}

/**
 * The real application on a fresh database, driven over HTTP by supertest; or on a database
 * another test app uses too (a restart, two instances), which its creator drops.
 */
export async function createTestApp(
  env: NodeJS.ProcessEnv = {},
  shared?: TestDatabase,
): Promise<TestApp & { readonly database: TestDatabase }> {
  const database = shared ?? (await createTestDatabase());
  const pool = new Pool({ connectionString: database.url, max: 2 });
  // Dropping the test database ends idle connections; that must not fail a finished suite.
  pool.on('error', () => undefined);
  const app = await createApp(testAppConfig(env), database.url);
  await app.init();
  await app.get(DemoSeed).run();
  const http = request(app.getHttpServer());
  return {
    app,
    http,
    pool,
    database,
    login: async (who) => {
      const { email, password } = typeof who === 'string' ? DEMO_LOGINS[who] : who;
      const answer = await http.post('/api/v1/auth/login').send({ email, password });
      if (answer.status !== 200)
        throw new Error(
          `Login as ${email} failed: ${answer.status} ${JSON.stringify(answer.body)}`,
        );
      return answer.body.token as string;
    },
    close: async () => {
      await app.close();
      await pool.end();
      if (!shared) await database.drop();
    },
  };
}
