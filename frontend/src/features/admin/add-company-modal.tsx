import {
  COMPANY_LIMITS,
  COMPANY_STATUSES,
  COMPANY_STATUS_LABELS,
  CONTACT_ID_PATTERN,
  DEFAULT_NEW_COMPANY_STATUS,
  type CompanyStatus,
  type CreateCompanyResponse,
} from '@job-intake/contracts/identity/company-api';
import { type FormEvent, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { errorMessage } from '../../shared/api/api-error';
import { useCopyToClipboard } from '../../shared/hooks/use-copy-to-clipboard';
import { useCreateCompanyMutation } from './admin-api';

interface AddCompanyModalProps {
  show: boolean;
  onHide: () => void;
}

/** The Add Company modal of /admin; after creation it shows the generic admin's login. */
export function AddCompanyModal({ show, onHide }: AddCompanyModalProps) {
  const titleId = useId();
  const [created, setCreated] = useState<CreateCompanyResponse | null>(null);
  return (
    <Modal
      show={show}
      onHide={onHide}
      onExited={() => setCreated(null)}
      aria-labelledby={titleId}
      centered
    >
      {created ? (
        <CompanyCreated titleId={titleId} created={created} onDone={onHide} />
      ) : (
        // Mounted with the modal, so every opening starts empty.
        <AddCompanyForm titleId={titleId} onCancel={onHide} onCreated={setCreated} />
      )}
    </Modal>
  );
}

interface AddCompanyFormProps {
  titleId: string;
  onCancel: () => void;
  onCreated: (created: CreateCompanyResponse) => void;
}

function AddCompanyForm({ titleId, onCancel, onCreated }: AddCompanyFormProps) {
  const ids = { name: useId(), status: useId(), contact: useId() };
  const [name, setName] = useState('');
  const [status, setStatus] = useState<CompanyStatus>(DEFAULT_NEW_COMPANY_STATUS);
  const [contactId, setContactId] = useState('');
  const [createCompany, { isLoading, error }] = useCreateCompanyMutation();
  const trimmedName = name.trim();
  const trimmedContact = contactId.trim();
  const contactInvalid = trimmedContact !== '' && !CONTACT_ID_PATTERN.test(trimmedContact);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!trimmedName || contactInvalid) return;
    const result = await createCompany({
      company: { name: trimmedName, status, contact_id: trimmedContact || null },
    });
    if (result.data) onCreated(result.data);
  }

  return (
    <Form noValidate onSubmit={(event) => void handleSubmit(event)}>
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
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            autoFocus
            autoComplete="off"
            maxLength={COMPANY_LIMITS.name}
            placeholder="Company name"
          />
        </Form.Group>
        <Form.Group controlId={ids.status}>
          <Form.Label>Status</Form.Label>
          <Form.Select
            value={status}
            onChange={(event) => setStatus(event.target.value as CompanyStatus)}
          >
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
            value={contactId}
            onChange={(event) => setContactId(event.target.value)}
            isInvalid={contactInvalid}
            inputMode="numeric"
            autoComplete="off"
            maxLength={COMPANY_LIMITS.contactId}
            placeholder="Optional"
          />
          <Form.Control.Feedback type="invalid">
            The contact id may contain only digits.
          </Form.Control.Feedback>
        </Form.Group>
        <p className="small text-body-secondary mb-0">
          The company starts with the roles Admin and Standard User, a workflow step for Standard
          User, and an admin user for its first sign-in.
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!trimmedName || contactInvalid || isLoading}>
          {isLoading && (
            <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
          )}
          Add Company
        </Button>
      </Modal.Footer>
    </Form>
  );
}

interface CompanyCreatedProps {
  titleId: string;
  created: CreateCompanyResponse;
  onDone: () => void;
}

function CompanyCreated({ titleId, created, onDone }: CompanyCreatedProps) {
  // Without a clipboard the address stays selectable in the field.
  const { copy, copied } = useCopyToClipboard();

  return (
    <>
      <Modal.Header closeButton>
        <Modal.Title id={titleId}>Company Created</Modal.Title>
      </Modal.Header>
      <Modal.Body className="d-flex flex-column gap-3">
        <Alert variant="success" className="mb-0">
          <strong>{created.company.name}</strong> was created.
        </Alert>
        <dl className="mb-0">
          <dt className="small fw-normal text-body-secondary mb-1">Admin login e-mail</dt>
          <dd className="d-flex align-items-center gap-2 border rounded bg-body-tertiary ps-3 pe-2 py-2 mb-3">
            <span className="font-monospace small text-break user-select-all flex-grow-1">
              {created.admin_email}
            </span>
            <Button
              size="sm"
              variant="outline-secondary"
              className="flex-shrink-0"
              onClick={() => void copy(created.admin_email)}
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
          </dd>
          <dt className="small fw-normal text-body-secondary mb-1">Password</dt>
          <dd className="mb-0">
            A link to choose the password was e-mailed to this address; it works for 7 days. After
            that, &ldquo;Forgot your password?&rdquo; on the sign-in page sends a new one.
          </dd>
        </dl>
      </Modal.Body>
      <Modal.Footer>
        <Link to={paths.adminCompany(created.company.id)} className="btn btn-outline-primary">
          Open Settings
        </Link>
        <Button onClick={onDone}>Done</Button>
      </Modal.Footer>
    </>
  );
}
