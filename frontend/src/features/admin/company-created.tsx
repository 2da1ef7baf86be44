import type { CreateCompanyResponse } from '@job-intake/contracts/identity/company-api';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useCopyToClipboard } from '../../shared/hooks/use-copy-to-clipboard';

interface CompanyCreatedProps {
  titleId: string;
  created: CreateCompanyResponse;
  onDone: () => void;
}

/** The new company's generic admin login, to copy, and how its password is chosen. */
export function CompanyCreated({ titleId, created, onDone }: CompanyCreatedProps) {
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
