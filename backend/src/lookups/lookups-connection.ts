import { InvalidConfigError, type AppConfig } from '../config/app-config';
import type { LookupServiceOptions } from './http/lookup-http-client';
import { type LookupsSandbox, startLookupsSandbox } from './sandbox/lookups-sandbox.server';

/** Where the maps and parcel services are, with which keys, and the sandbox if we started it. */
export interface LookupsConnection {
  readonly geocoding: LookupServiceOptions;
  readonly parcel: LookupServiceOptions;
  /** The local sandbox standing in for a service whose URL is unset, else null. */
  readonly sandbox: LookupsSandbox | null;
}

export const LOOKUPS_CONNECTION = Symbol('LOOKUPS_CONNECTION');

type LookupsConfig = Pick<
  AppConfig,
  | 'GEOCODING_API_URL'
  | 'GEOCODING_API_KEY'
  | 'PARCEL_API_URL'
  | 'PARCEL_API_KEY'
  | 'LOOKUP_SANDBOX_PORT'
  | 'LOOKUP_TIMEOUT_MS'
>;

/** GEOCODING_API_URL and PARCEL_API_URL (each with its key) name the real services. */
export async function connectLookups(config: LookupsConfig): Promise<LookupsConnection> {
  const problems = [
    config.GEOCODING_API_URL && !config.GEOCODING_API_KEY
      ? 'GEOCODING_API_KEY: Required when GEOCODING_API_URL is set (the Google Maps Platform key)'
      : null,
    config.PARCEL_API_URL && !config.PARCEL_API_KEY
      ? 'PARCEL_API_KEY: Required when PARCEL_API_URL is set (the ReportAll client key)'
      : null,
  ].filter((problem): problem is string => problem !== null);
  if (problems.length) throw new InvalidConfigError(problems);
  const sandbox =
    config.GEOCODING_API_URL && config.PARCEL_API_URL
      ? null
      : await startLookupsSandbox({ port: config.LOOKUP_SANDBOX_PORT ?? 0 });
  const timeoutMs = config.LOOKUP_TIMEOUT_MS;
  return {
    geocoding: {
      baseUrl: config.GEOCODING_API_URL ?? (sandbox as LookupsSandbox).url,
      apiKey: config.GEOCODING_API_KEY ?? (sandbox as LookupsSandbox).geocodingKey,
      timeoutMs,
    },
    parcel: {
      baseUrl: config.PARCEL_API_URL ?? (sandbox as LookupsSandbox).url,
      apiKey: config.PARCEL_API_KEY ?? (sandbox as LookupsSandbox).parcelKey,
      timeoutMs,
    },
    sandbox,
  };
}
