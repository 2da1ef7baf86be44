import {
  DEFAULT_CONFIG_SETTINGS,
  type CompanyConfigSettings,
} from '@job-intake/contracts/identity/company-api';
import type { Companies } from '../../companies/companies.reader';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The company's e-mail settings, the defaults filling what it has not set. */
export async function companyEmailSettings(
  companies: Companies,
  companyId: string,
): Promise<CompanyConfigSettings> {
  return { ...DEFAULT_CONFIG_SETTINGS, ...(await companies.settingsOf(companyId)) };
}

/** When a request made now stops: request_expires days later. */
export function expiresAt(settings: CompanyConfigSettings, now: Date): string {
  return new Date(now.getTime() + settings.request_expires * DAY_MS).toISOString();
}
