import {
  DEFAULT_FORM_CONFIG,
  type ConfigField,
  type FormSnapshot,
} from '@job-intake/contracts/forms/forms-api';
import { DomainError } from '../../../shared/domain-error';

type Sent = { project_name?: string | undefined; reference_no?: string | undefined };

/**
 * The public job's name and reference from the form's config fields (spec 3): an active field
 * takes what the guest typed (a required one must not be empty); the name falls back to the
 * form's name, the reference to none.
 */
export function projectFields(
  form: Pick<FormSnapshot, 'name' | 'config'>,
  sent: Sent,
): { name: string; reference_no: string } {
  const name = fieldValue(form, 'project_name', sent.project_name);
  const reference = fieldValue(form, 'reference_no', sent.reference_no);
  return { name: name || form.name, reference_no: reference };
}

function fieldValue(
  form: Pick<FormSnapshot, 'config'>,
  name: ConfigField['name'],
  sent: string | undefined,
): string {
  const field = configField(form, name);
  if (!field.active) return '';
  const value = sent?.trim() ?? '';
  if (field.req && !value) throw new DomainError('invalid', `${name} should not be empty`);
  return value;
}

function configField(form: Pick<FormSnapshot, 'config'>, name: ConfigField['name']): ConfigField {
  const own = form.config?.fields?.find((field) => field.name === name);
  return own ?? (DEFAULT_FORM_CONFIG.fields.find((field) => field.name === name) as ConfigField);
}
