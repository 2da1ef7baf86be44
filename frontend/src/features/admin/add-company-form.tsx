import {
  COMPANY_LIMITS,
  COMPANY_STATUSES,
  COMPANY_STATUS_LABELS,
  DEFAULT_NEW_COMPANY_STATUS,
  type CreateCompanyResponse,
} from '@job-intake/contracts/identity/company-api';
import {
  type NewCompanyValues,
  newCompanySchema,
} from '@job-intake/contracts/identity/company-settings.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import { DialogFooter } from '../../shared/ui/dialog-footer';
import { errorMessage } from '../../shared/api/api-error';
import { useCreateCompanyMutation } from './admin-api';

interface AddCompanyFormProps {
  titleId: string;
  onCancel: () => void;
  onCreated: (created: CreateCompanyResponse) => void;
}

/** Name, status and contact id of a new company, checked by the contracts' schema as typed. */
export function AddCompanyForm({ titleId, onCancel, onCreated }: AddCompanyFormProps) {
  const ids = { name: useId(), status: useId(), contact: useId() };
  const { register, handleSubmit, formState } = useForm<NewCompanyValues>({
    resolver: zodResolver(newCompanySchema),
    defaultValues: { name: '', status: DEFAULT_NEW_COMPANY_STATUS, contact_id: '' },
    mode: 'onChange',
  });
  const [createCompany, { isLoading, error }] = useCreateCompanyMutation();
  const contactError = formState.errors.contact_id?.message;

  async function create(values: NewCompanyValues) {
    const result = await createCompany({
      company: {
        name: values.name.trim(),
        status: values.status,
        contact_id: values.contact_id.trim() || null,
      },
    });
    if (result.data) onCreated(result.data);
  }

  return (
    <Form noValidate onSubmit={(event) => void handleSubmit(create)(event)}>
      <Modal.Header closeButton>
        <Modal.Title id={titleId}>Add Company</Modal.Title>
      </Modal.Header>
      <Modal.Body className="d-flex flex-column gap-3">
        {error && (
          <Alert variant="danger" className="mb-0">
            {errorMessage(error, 'The company could not be created. Please try again.')}
          </Alert>
        )}
        <Form.Group controlId={ids.name}>
          <Form.Label>
            Name{' '}
            <span className="text-danger" aria-hidden="true">
              *
            </span>
          </Form.Label>
          <Form.Control
            {...register('name')}
            required
            autoFocus
            autoComplete="off"
            maxLength={COMPANY_LIMITS.name}
            placeholder="Company name"
          />
        </Form.Group>
        <Form.Group controlId={ids.status}>
          <Form.Label>Status</Form.Label>
          <Form.Select {...register('status')}>
            {COMPANY_STATUSES.map((value) => (
              <option key={value} value={value}>
                {COMPANY_STATUS_LABELS[value]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId={ids.contact}>
          <Form.Label>Contact ID</Form.Label>
          <Form.Control
            {...register('contact_id')}
            isInvalid={Boolean(contactError)}
            inputMode="numeric"
            autoComplete="off"
            maxLength={COMPANY_LIMITS.contactId}
            placeholder="Optional"
          />
          <Form.Control.Feedback type="invalid">{contactError}</Form.Control.Feedback>
        </Form.Group>
        <p className="small text-body-secondary mb-0">
          The company starts with the roles Admin and Standard User, a workflow step for Standard
          User, and an admin user for its first sign-in.
        </p>
      </Modal.Body>
      <DialogFooter
        onCancel={onCancel}
        confirmLabel="Add Company"
        busy={isLoading}
        disabled={!formState.isValid}
      />
    </Form>
  );
}
