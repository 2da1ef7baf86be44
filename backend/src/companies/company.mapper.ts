import {
  DEFAULT_CONFIG_SETTINGS,
  type CompanyDto,
} from '@job-intake/contracts/identity/company-api';
import type { Company } from './company.entity';

/** The company as the API answers it; settings saved before a field existed get its default. */
export function toCompanyDto(company: Company): CompanyDto {
  return {
    id: company.id,
    name: company.name,
    status: company.status,
    contact_id: company.contact_id,
    config_settings: { ...DEFAULT_CONFIG_SETTINGS, ...company.config_settings },
    archive_length: company.archive_length,
    archive_duration: company.archive_duration,
    reference_label: company.reference_label,
    autofill_label: company.autofill_label,
    custom_style: company.custom_style,
    created_at: company.created_at.toISOString(),
  };
}
