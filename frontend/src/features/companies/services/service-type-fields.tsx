import type { ServiceTypeValues } from '@job-intake/contracts/services/service-type.schema';
import { SERVICE_TEXT_MAX_LENGTH } from '@job-intake/contracts/services/service-types-api';
import Form from 'react-bootstrap/Form';
import type { UseFormReturn } from 'react-hook-form';

interface ServiceTypeFieldsProps {
  form: UseFormReturn<ServiceTypeValues>;
  /** The type is (or will be) the default whatever the box says; shown ticked, not editable. */
  defaultLocked: boolean;
  isFirst: boolean;
}

/** The editor's inputs with their validation messages. */
export function ServiceTypeFields({ form, defaultLocked, isFirst }: ServiceTypeFieldsProps) {
  const { register, watch, formState } = form;
  const { errors } = formState;
  const text = watch('text');
  const lockedHint = isFirst
    ? "The company's first service type is its default."
    : 'To change the default, make another service type the default. Deactivating or deleting this one hands the flag to the next active type.';
  return (
    <>
      <Form.Group controlId="service-type-text" className="mb-3">
        <div className="d-flex justify-content-between align-items-baseline">
          <Form.Label>
            Text <span className="text-danger">*</span>
          </Form.Label>
          <Form.Text
            id="service-type-text-count"
            className={text.length > SERVICE_TEXT_MAX_LENGTH ? 'text-danger' : undefined}
            aria-live="polite"
          >
            {text.length}/{SERVICE_TEXT_MAX_LENGTH}
          </Form.Text>
        </div>
        <Form.Control
          {...register('text')}
          autoComplete="off"
          placeholder="e.g. Notice :: Premium"
          isInvalid={Boolean(errors.text)}
          aria-describedby="service-type-text-count"
        />
        <Form.Control.Feedback type="invalid">{errors.text?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group controlId="service-type-status" className="mb-3">
        <Form.Label>Status</Form.Label>
        <Form.Select {...register('status')}>
          <option value="active">Active</option>
          <option value="inactive">Inactive</option>
        </Form.Select>
      </Form.Group>
      <Form.Check
        {...register('lien_direct')}
        id="service-type-lien-direct"
        className="mb-2"
        label="Lien Direct (the provider files the job as a lien)"
      />
      {defaultLocked ? (
        <>
          <Form.Check id="service-type-default" label="Default" checked disabled readOnly />
          <Form.Text>{lockedHint}</Form.Text>
        </>
      ) : (
        <Form.Check
          {...register('default')}
          id="service-type-default"
          label="Default (preselected when a job is sent)"
          isInvalid={Boolean(errors.default)}
          feedback={errors.default?.message}
          feedbackType="invalid"
        />
      )}
    </>
  );
}
