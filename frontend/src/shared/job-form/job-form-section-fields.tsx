import type { FieldDto, FormConfig, SectionDto } from '@job-intake/contracts/forms/forms-api';
import { copyCustomerAddress } from '@job-intake/contracts/job-form/address';
import { DEFAULT_AUTOFILL_LABEL } from '@job-intake/contracts/job-form/messages';
import type { AnswerValue } from '@job-intake/contracts/jobs/job-events';
import { CustomerAutofill } from './customer-autofill';
import { FieldRow } from './field-row';
import type { AnswerDraftStore } from './answer-draft-store';
import type { JobFormProps } from './job-form-types';

interface JobFormSectionFieldsProps {
  section: SectionDto;
  editable: boolean;
  answers: AnswerDraftStore;
  config: FormConfig;
  /** The form's customer address field: its section starts with the customer auto-fill. */
  customerField: FieldDto | undefined;
  fieldErrors: Readonly<Record<string, string>>;
  autofill: Pick<JobFormProps, 'customers' | 'locations' | 'autofillLabel'>;
  /** Stable across renders (field rows are memoized on it). */
  onChange: (fieldId: string, value: AnswerValue) => void;
}

/** A section's fields, with the customer auto-fill above the customer address. */
export function JobFormSectionFields(props: JobFormSectionFieldsProps) {
  const { section, editable, customerField, autofill, onChange } = props;
  const hasEntries = (autofill.customers?.length ?? 0) > 0 || (autofill.locations?.length ?? 0) > 0;
  return (
    <>
      {customerField && section.fields.includes(customerField) && editable && hasEntries && (
        <CustomerAutofill
          label={autofill.autofillLabel || DEFAULT_AUTOFILL_LABEL}
          customers={autofill.customers ?? []}
          locations={autofill.locations ?? []}
          onChoose={(entry) =>
            onChange(customerField.id, copyCustomerAddress(entry.address, customerField))
          }
        />
      )}
      {section.fields.map((field) => (
        <FieldRow
          key={field.id}
          field={field}
          answers={props.answers}
          editable={editable}
          onFieldChange={onChange}
          config={props.config}
          customerField={customerField}
          error={props.fieldErrors[field.id]}
        />
      ))}
    </>
  );
}
