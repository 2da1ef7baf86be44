import type { CompanyDto, UpdateCompanyRequest } from '@job-intake/contracts/identity/company-api';
import type { CompanySettingsValues } from '@job-intake/contracts/identity/company-settings.schema';

/** The Settings tab's inputs filled with the saved company. */
export function toSettingsValues(company: CompanyDto): CompanySettingsValues {
  const settings = company.config_settings;
  return {
    name: company.name,
    status: company.status,
    contact_id: company.contact_id ?? '',
    send_reminders: settings.send_reminders,
    first_reminder: String(settings.first_reminder),
    between_reminders: String(settings.between_reminders),
    request_expires: String(settings.request_expires),
    warn_sender: String(settings.warn_sender),
    subject: settings.subject,
    body: settings.body,
    from: settings.from,
    archive_length: String(company.archive_length),
    archive_duration: company.archive_duration,
    reference_label: company.reference_label,
    autofill_label: company.autofill_label,
    custom_style: company.custom_style ?? '',
  };
}

/** The PATCH body; the status goes only with a super admin's save (others may not change it). */
export function toUpdateRequest(
  values: CompanySettingsValues,
  includeStatus: boolean,
): UpdateCompanyRequest {
  return {
    name: values.name.trim(),
    ...(includeStatus ? { status: values.status } : {}),
    contact_id: values.contact_id.trim() || null,
    config_settings: {
      send_reminders: values.send_reminders,
      first_reminder: Number(values.first_reminder),
      between_reminders: Number(values.between_reminders),
      request_expires: Number(values.request_expires),
      warn_sender: Number(values.warn_sender),
      subject: values.subject.trim(),
      body: values.body.trim(),
      from: values.from.trim(),
    },
    archive_length: Number(values.archive_length),
    archive_duration: values.archive_duration,
    reference_label: values.reference_label.trim(),
    autofill_label: values.autofill_label.trim(),
    custom_style: values.custom_style.trim() || null,
  };
}
