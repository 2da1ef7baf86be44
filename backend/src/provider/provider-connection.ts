import { join } from 'node:path';
import { SANDBOX_NOTICE_PAGE } from '@job-intake/contracts/provider/provider-portal';
import { InvalidConfigError, type AppConfig } from '../config/app-config';
import { type ProviderSandbox, startProviderSandbox } from './sandbox/provider-sandbox.server';

/** Where the provider's API is, with which application key, and the sandbox if we started it. */
export interface ProviderConnection {
  readonly url: string;
  readonly serviceKey: string;
  /** The local sandbox standing in for the provider (PROVIDER_API_URL unset), else null. */
  readonly sandbox: ProviderSandbox | null;
  /** The page of a notice job, a template holding {directNo}, or null when none is known. */
  readonly portalUrl: string | null;
}

export const PROVIDER_CONNECTION = Symbol('PROVIDER_CONNECTION');

type ProviderConfig = Pick<
  AppConfig,
  | 'PROVIDER_API_URL'
  | 'PROVIDER_API_KEY'
  | 'PROVIDER_SANDBOX_PORT'
  | 'PROVIDER_PORTAL_URL'
  | 'DATA_DIR'
>;

/** PROVIDER_API_URL (with PROVIDER_API_KEY) names the real API; without it a sandbox starts. */
export async function connectProvider(config: ProviderConfig): Promise<ProviderConnection> {
  if (config.PROVIDER_API_URL) {
    if (!config.PROVIDER_API_KEY) {
      throw new InvalidConfigError([
        "PROVIDER_API_KEY: Required when PROVIDER_API_URL is set (the application's key for the provider's API)",
      ]);
    }
    return {
      url: config.PROVIDER_API_URL,
      serviceKey: config.PROVIDER_API_KEY,
      sandbox: null,
      portalUrl: config.PROVIDER_PORTAL_URL ?? null,
    };
  }
  const sandbox = await startProviderSandbox({
    port: config.PROVIDER_SANDBOX_PORT ?? 0,
    // The provider's notice jobs outlive a crash of the app (docs/decisions/0025).
    importsFile: join(config.DATA_DIR, 'provider-sandbox', 'imports.json'),
    ...(config.PROVIDER_API_KEY ? { serviceKey: config.PROVIDER_API_KEY } : {}),
  });
  return {
    url: sandbox.url,
    serviceKey: sandbox.serviceKey,
    sandbox,
    portalUrl: config.PROVIDER_PORTAL_URL ?? `${sandbox.url}${SANDBOX_NOTICE_PAGE}`,
  };
}
