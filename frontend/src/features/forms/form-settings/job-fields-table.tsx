import type { FormSettingsValues } from '@job-intake/contracts/forms/form-settings.schema';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { CardCell, CardTable } from '../../../shared/components/card-table';
import { useFormContext, useWatch } from 'react-hook-form';
import { defaultLabel } from './form-settings-values';
import styles from './job-fields-table.module.css';

/** The job's Project Name and Customer Reference # fields: label, active, required; None/Unknown. */
export function JobFieldsTable() {
  const id = useId();
  const { register } = useFormContext<FormSettingsValues>();
  const fields = useWatch<FormSettingsValues, 'config.fields'>({ name: 'config.fields' });
  return (
    <>
      <h2 className="h6 mt-4 mb-2">Job fields</h2>
      <CardTable size="sm" className="align-middle mb-2">
        <thead className="table-light">
          <tr>
            <th scope="col" className="px-2">
              Field
            </th>
            <th scope="col" className="px-2">
              Label
            </th>
            <th scope="col" className="px-2 text-center">
              Active
            </th>
            <th scope="col" className="px-2 text-center">
              Required
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field, index) => (
            <JobFieldRow key={field.name} index={index} />
          ))}
        </tbody>
      </CardTable>
      <Form.Check
        {...register('config.allow_none')}
        type="switch"
        role="switch"
        id={`${id}-allow-none`}
        label="Allow None/Unknown"
      />
      <Form.Text className="d-block ms-5 ps-1 mt-0">
        Optional address blocks offer Yes, No and Unknown.
      </Form.Text>
    </>
  );
}

function JobFieldRow({ index }: { index: number }) {
  const { register, setValue, formState } = useFormContext<FormSettingsValues>();
  const labelError = formState.errors.config?.fields?.[index]?.label?.message;
  const field = useWatch<FormSettingsValues, `config.fields.${number}`>({
    name: `config.fields.${index}`,
  });
  const fallback = defaultLabel(field.name);
  return (
    <tr>
      <th scope="row" className="px-2 fw-normal text-nowrap">
        {fallback}
      </th>
      <CardCell label="Label" className={`px-2 ${styles.label}`}>
        <Form.Control
          {...register(`config.fields.${index}.label`)}
          size="sm"
          aria-label={`${fallback} label`}
          placeholder={fallback}
          isInvalid={labelError !== undefined}
        />
        <Form.Control.Feedback type="invalid">{labelError}</Form.Control.Feedback>
      </CardCell>
      <CardCell label="Active" className="px-2">
        <Form.Check
          {...register(`config.fields.${index}.active`, {
            // An inactive field cannot be required.
            onChange: (event: { target: { checked: boolean } }) => {
              if (!event.target.checked)
                setValue(`config.fields.${index}.req`, false, { shouldDirty: true });
            },
          })}
          type="switch"
          role="switch"
          className="d-flex justify-content-center"
          aria-label={`${fallback} active`}
        />
      </CardCell>
      <CardCell label="Required" className="px-2">
        <Form.Check
          {...register(`config.fields.${index}.req`)}
          type="switch"
          role="switch"
          className="d-flex justify-content-center"
          aria-label={`${fallback} required`}
          disabled={!field.active}
        />
      </CardCell>
    </tr>
  );
}
