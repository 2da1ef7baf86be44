import type { CompanyDetailDto } from '@job-intake/contracts/identity/company-api';
import Form from 'react-bootstrap/Form';
import { FormProvider } from 'react-hook-form';
import { ArchivingLabelsSection } from './archiving-labels-section';
import { CompanyDetailsSection } from './company-details-section';
import { CustomStyleSection } from './custom-style-section';
import { EmailRequestsSection } from './email-requests-section';
import { SettingsSaveBar } from './settings-save-bar';
import { useCompanySettingsForm } from './use-company-settings-form';

interface CompanySettingsFormProps {
  company: CompanyDetailDto;
  /** Only a super admin may change the company's status. */
  canChangeStatus: boolean;
}

/** The Settings tab of the company page. */
export function CompanySettingsForm({ company, canChangeStatus }: CompanySettingsFormProps) {
  const { form, outcome, saving, clearOutcome, onSubmit } = useCompanySettingsForm(
    company,
    canChangeStatus,
  );
  return (
    <FormProvider {...form}>
      <Form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        // Any edit hides the message of the last save.
        onChange={clearOutcome}
        aria-label="Company Settings"
      >
        <CompanyDetailsSection canChangeStatus={canChangeStatus} />
        <EmailRequestsSection />
        <ArchivingLabelsSection />
        <CustomStyleSection />
        <SettingsSaveBar outcome={outcome} saving={saving} onDismiss={clearOutcome} />
      </Form>
    </FormProvider>
  );
}
