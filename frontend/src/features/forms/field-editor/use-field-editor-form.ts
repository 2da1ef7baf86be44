import {
  type FieldEditorValues,
  fieldEditorSchema,
} from '@job-intake/contracts/forms/field.schema';
import type { FieldDto } from '@job-intake/contracts/forms/forms-api';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { editorValues } from './field-editor-values';

/** The field editor's form, checked by the contracts' rules for the field's type as it changes. */
export function useFieldEditorForm(
  field: FieldDto,
  saving: boolean,
  onSave: (field: FieldDto) => void,
) {
  const form = useForm<FieldEditorValues>({
    resolver: zodResolver(fieldEditorSchema(field.type)),
    defaultValues: editorValues(field),
    mode: 'onChange',
  });
  const canSave = form.formState.isValid && !saving;
  return {
    form,
    title: useWatch({ control: form.control, name: 'title' }),
    canSave,
    onSubmit: form.handleSubmit((values) => {
      if (!saving) onSave({ ...field, ...values });
    }),
  };
}
