import type { Pool } from 'pg';
import {
  DEFAULT_CONFIG_SETTINGS,
  type CompanyConfigSettings,
} from '@job-intake/contracts/identity/company-api';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The company's e-mail settings, the defaults filling what it has not set. */
export async function companyEmailSettings(
  pool: Pool,
  companyId: string,
): Promise<CompanyConfigSettings> {
  const { rows } = await pool.query<{ config_settings: Partial<CompanyConfigSettings> | null }>(
    'SELECT config_settings FROM companies WHERE id = $1',
    [companyId],
  );
  return { ...DEFAULT_CONFIG_SETTINGS, ...(rows[0]?.config_settings ?? {}) };
}

/** When a request made now stops: request_expires days later. */
export function expiresAt(settings: CompanyConfigSettings, now: Date): string {
  return new Date(now.getTime() + settings.request_expires * DAY_MS).toISOString();
}
