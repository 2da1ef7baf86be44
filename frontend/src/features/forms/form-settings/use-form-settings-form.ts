import type { FormDto } from '@job-intake/contracts/forms/forms-api';
import {
  type FormSettingsValues,
  formSettingsSchema,
} from '@job-intake/contracts/forms/form-settings.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSaveFormMessageMutation } from '../forms-api';
import { settingsOf } from './form-settings-values';

/** The top card's form: checked as it changes, saved as one `message` part, or discarded. */
export function useFormSettingsForm(form: FormDto) {
  const settings = useForm<FormSettingsValues>({
    resolver: zodResolver(formSettingsSchema),
    defaultValues: settingsOf(form),
    mode: 'onChange',
  });
  const [saved, setSaved] = useState(false);
  const [saveMessage, saveState] = useSaveFormMessageMutation();
  const { isDirty, isValid } = settings.formState;

  async function save(values: FormSettingsValues) {
    const result = await saveMessage({ form_id: form.id, ...values, name: values.name.trim() });
    if (result.error) return;
    settings.reset(settingsOf(result.data));
    setSaved(true);
  }

  return {
    settings,
    saving: saveState.isLoading,
    error: saveState.error,
    saved: saved && !isDirty,
    canSave: isDirty && isValid && !saveState.isLoading,
    onSubmit: settings.handleSubmit(save),
    onEdit: () => setSaved(false),
    discard: () => {
      saveState.reset();
      setSaved(false);
      settings.reset(settingsOf(form));
    },
  };
}
