import { randomBytes } from 'node:crypto';
import { startAppProcess } from '../../../e2e/app-process';
import { ensureDatabase, startThrowAwayPostgres, withDatabase } from '@job-intake/backend/tools';
import {
  type ProviderSandbox,
  startProviderSandbox,
  startS3TestServer,
  startTestSmtpServer,
  type TestSmtpServer,
  WebhookReceiver,
} from '@job-intake/backend/testing';
import type { Instance } from './balancer';

const DATABASE = 'job_intake';
/** The receiver answers after this long, so that the kill finds deliveries in flight. */
const RECEIVER_DELAY_MS = 150;

/**
 * What the instances share: one PostgreSQL, one SMTP server, one provider, one bucket, one
 * webhook receiver.
 */
export interface Cluster {
  readonly databaseUrl: string;
  readonly smtp: TestSmtpServer;
  readonly webhooks: WebhookReceiver;
  readonly provider: ProviderSandbox;
  readonly instances: Instance[];
  /** SIGKILL: the instance's connections, and so its advisory locks, die with it. */
  kill(instance: Instance): Promise<void>;
  stop(): Promise<void>;
}

export async function startCluster(count: number): Promise<Cluster> {
  const postgres = await startThrowAwayPostgres();
  await ensureDatabase(postgres.url, DATABASE);
  const databaseUrl = withDatabase(postgres.url, DATABASE);
  const smtp = await startTestSmtpServer();
  const provider = await startProviderSandbox();
  const webhooks = await WebhookReceiver.start();
  webhooks.delayMs = RECEIVER_DELAY_MS;
  // Each instance has a data directory of its own: files are shared through the bucket only.
  const bucket = await startS3TestServer('job-intake-scale-out');
  const env = {
    ...bucket.env,
    DATABASE_URL: databaseUrl,
    SMTP_URL: smtp.url,
    PROVIDER_API_URL: provider.url,
    PROVIDER_API_KEY: provider.serviceKey,
    JWT_SECRET: randomBytes(32).toString('hex'),
    // One key for every instance: each opens the webhook secrets the others sealed.
    SECRETS_KEY: randomBytes(32).toString('hex'),
    ALTCHA_COST: '10',
    LOG_LEVEL: 'warn',
    WEBHOOKS_ALLOW_PRIVATE: 'true',
  };
  const instances: Instance[] = [];
  // One after the other: the first migrates and seeds (the others would wait on its lock anyway).
  for (let n = 1; n <= count; n++) {
    const name = `instance-${n}`;
    const process = await startAppProcess({
      logName: `scale-out-${name}.log`,
      env: { ...env, INSTANCE_ID: name },
    });
    instances.push({ name, process, alive: true });
  }
  return {
    databaseUrl,
    smtp,
    webhooks,
    provider,
    instances,
    kill: async (instance) => {
      instance.alive = false;
      await instance.process.kill();
    },
    stop: async () => {
      for (const instance of instances) {
        if (instance.alive) await instance.process.stop();
      }
      await smtp.close();
      await provider.close();
      await webhooks.close();
      await bucket.close();
      await postgres.stop();
    },
  };
}
