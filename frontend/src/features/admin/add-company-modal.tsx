import type { CreateCompanyResponse } from '@job-intake/contracts/identity/company-api';
import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { AddCompanyForm } from './add-company-form';
import { CompanyCreated } from './company-created';

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
