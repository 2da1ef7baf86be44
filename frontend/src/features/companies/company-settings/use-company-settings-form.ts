import type { CompanyDetailDto } from '@job-intake/contracts/identity/company-api';
import {
  type CompanySettingsValues,
  companySettingsSchema,
} from '@job-intake/contracts/identity/company-settings.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../shared/api/api-error';
import { useUpdateCompanyMutation } from '../../../shared/api/companies-api';
import { toSettingsValues, toUpdateRequest } from './company-settings-values';
import type { SaveOutcome } from './settings-save-bar';

/**
 * The Settings tab's form: fields checked by the contracts' schema on Save (then as they
 * change), the PATCH, and what the last Save came to.
 */
export function useCompanySettingsForm(company: CompanyDetailDto, canChangeStatus: boolean) {
  const form = useForm<CompanySettingsValues>({
    resolver: zodResolver(companySettingsSchema),
    defaultValues: toSettingsValues(company),
  });
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const [updateCompany, { isLoading }] = useUpdateCompanyMutation();

  async function save(values: CompanySettingsValues) {
    const result = await updateCompany({
      id: company.id,
      ...toUpdateRequest(values, canChangeStatus),
    });
    if (result.data) {
      form.reset(toSettingsValues(result.data));
      setOutcome({ kind: 'saved' });
    } else {
      const message = errorMessage(
        result.error,
        'The company settings could not be saved. Please try again.',
      );
      setOutcome({ kind: 'refused', message });
    }
  }

  return {
    form,
    outcome,
    saving: isLoading,
    clearOutcome: () => setOutcome(null),
    onSubmit: form.handleSubmit(save, () => setOutcome({ kind: 'invalid' })),
  };
}
