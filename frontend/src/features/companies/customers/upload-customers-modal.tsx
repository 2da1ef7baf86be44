import {
  CUSTOMER_CSV_EXAMPLE,
  CUSTOMER_CSV_MAX_BYTES,
  CUSTOMER_CSV_MAX_ROWS,
} from '@job-intake/contracts/job-form/customers-api';
import { type FormEvent, useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { useUploadCustomersMutation } from '../../../shared/api/customers-api';
import { UploadOutcomeView } from './upload-outcome-view';
import { type UploadOutcome, uploadOutcome } from './upload-outcome';
import { CsvExample } from '../../../shared/components/csv-example';

const TOO_LARGE = `The file is larger than ${CUSTOMER_CSV_MAX_BYTES / 1024 / 1024} MB; split it into smaller files.`;

/**
 * Upload Customers (super admins, spec section 6): a CSV of presets. A file with bad lines stores
 * nothing; its problems are listed, and the user may upload it again skipping those lines.
 */
export function UploadCustomersModal({
  companyId,
  onHide,
}: {
  companyId: string;
  onHide: () => void;
}) {
  const titleId = useId();
  const fileId = useId();
  const [upload, { isLoading }] = useUploadCustomersMutation();
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<UploadOutcome | null>(null);
  const tooLarge = file !== null && file.size > CUSTOMER_CSV_MAX_BYTES;
  // A stored file is not sent twice by a second click: choosing a file again clears the outcome.
  const canUpload = file !== null && !tooLarge && !isLoading && !outcome?.ok;

  async function send(skipErrors: boolean) {
    if (!file || tooLarge || isLoading) return;
    setOutcome(null);
    setOutcome(uploadOutcome(await upload({ companyId, file, skipErrors })));
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(false);
  };

  return (
    <Modal show onHide={onHide} aria-labelledby={titleId} size="lg" fullscreen="sm-down">
      <Form onSubmit={submit}>
        <Modal.Header closeButton>
          <Modal.Title id={titleId}>Upload Customers</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="small mb-2">
            A CSV file whose first line names the columns: <code>contact_role</code> (required: 1
            Owner, 3 General Contractor, 4 Subcontractor, 5 Sub-Subcontractor, by number or name),{' '}
            <code>company</code> or <code>name</code>, and any of <code>role_desc</code>,{' '}
            <code>phone</code>, <code>address</code>, <code>address_2</code>, <code>city</code>,{' '}
            <code>state</code>, <code>zip</code>, <code>county</code>, <code>email</code>. At most{' '}
            {CUSTOMER_CSV_MAX_ROWS} customers. Nothing is stored from a file with problems unless
            you choose to skip the lines that have them.
          </p>
          <CsvExample label="An example customer CSV file">{CUSTOMER_CSV_EXAMPLE}</CsvExample>
          <Form.Group controlId={fileId}>
            <Form.Label>CSV file</Form.Label>
            <Form.Control
              type="file"
              accept=".csv,text/csv"
              isInvalid={tooLarge}
              onChange={(event) => {
                setFile((event.target as HTMLInputElement).files?.[0] ?? null);
                setOutcome(null);
              }}
            />
            <Form.Control.Feedback type="invalid">{TOO_LARGE}</Form.Control.Feedback>
          </Form.Group>
          {outcome && (
            <UploadOutcomeView outcome={outcome} busy={isLoading} onSkip={() => void send(true)} />
          )}
        </Modal.Body>
        <DialogFooter
          onCancel={onHide}
          cancelLabel="Close"
          confirmLabel="Upload"
          busy={isLoading}
          disabled={!canUpload}
        />
      </Form>
    </Modal>
  );
}
