import { type FormEvent, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import { USER_CSV_EXAMPLE } from '@job-intake/contracts/identity/users-api';
import { activeLocations, locationLabel } from '@job-intake/contracts/provider/provider-api';
import { DialogFooter } from '../../shared/ui/dialog-footer';
import { errorMessage } from '../../shared/api/api-error';
import { UploadOutcome } from './upload-outcome';
import { type Outcome, uploadOutcome } from './upload-outcome-values';
import {
  type CompanyScope,
  useListProviderDivisionsQuery,
  useListRolesQuery,
  useUploadUsersMutation,
} from './users-api';
import { CsvExample } from '../../shared/components/csv-example';

interface UploadUsersModalProps {
  scope: CompanyScope;
  onHide: () => void;
}

/** CSV user upload (spec section 7, Uploads): a file, a location of the provider, a role. */
export function UploadUsersModal({ scope, onHide }: UploadUsersModalProps) {
  const titleId = useId();
  const ids = { file: useId(), division: useId(), role: useId() };
  const divisions = useListProviderDivisionsQuery();
  const roles = useListRolesQuery(scope);
  const [upload, { isLoading }] = useUploadUsersMutation();
  const [file, setFile] = useState<File | null>(null);
  const [divId, setDivId] = useState('');
  const [roleId, setRoleId] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const locations = activeLocations(divisions.data ?? []);
  const canUpload = file !== null && divId !== '' && roleId !== '' && !isLoading;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file || !canUpload) return;
    setOutcome(null);
    const answer = await upload({ ...scope, file, div_id: divId, role_id: roleId });
    setOutcome(uploadOutcome(answer));
  }

  return (
    <Modal show onHide={onHide} aria-labelledby={titleId} size="lg" fullscreen="sm-down">
      <Form onSubmit={(event) => void handleSubmit(event)}>
        <Modal.Header closeButton>
          <Modal.Title id={titleId}>Upload Users</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="small mb-2">
            A CSV file whose first line names the columns: <code>name</code> and <code>email</code>{' '}
            (required), <code>cnt_id</code>, <code>api_key</code> and <code>role</code>. The file is
            imported only when every line is correct.
          </p>
          <CsvExample label="An example user CSV file">{USER_CSV_EXAMPLE}</CsvExample>
          <Row className="g-3">
            <Form.Group as={Col} xs={12} controlId={ids.file}>
              <Form.Label>CSV file</Form.Label>
              <Form.Control
                type="file"
                accept=".csv,text/csv"
                onChange={(event) => {
                  setFile((event.target as HTMLInputElement).files?.[0] ?? null);
                  setOutcome(null);
                }}
              />
            </Form.Group>
            <Form.Group as={Col} md={8} controlId={ids.division}>
              <Form.Label>Location</Form.Label>
              <Form.Select
                value={divId}
                onChange={(event) => setDivId(event.target.value)}
                disabled={!divisions.data}
              >
                <option value="">
                  {divisions.isLoading ? 'Loading locations…' : '< choose a location >'}
                </option>
                {locations.map((location) => (
                  <option key={location.DIV_ID} value={String(location.DIV_ID)}>
                    {locationLabel(location)}
                  </option>
                ))}
              </Form.Select>
              <Form.Text>CNT IDs in the file must be contacts of this location.</Form.Text>
            </Form.Group>
            <Form.Group as={Col} md={4} controlId={ids.role}>
              <Form.Label>Role for lines without one</Form.Label>
              <Form.Select
                value={roleId}
                onChange={(event) => setRoleId(event.target.value)}
                disabled={!roles.data}
              >
                <option value="">{'< choose a role >'}</option>
                {roles.data?.map((role) => (
                  <option key={role.id} value={role.id}>
                    {role.name}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Row>
          {divisions.isError && (
            <Alert variant="danger" className="mt-3 mb-0">
              Error:{' '}
              {errorMessage(divisions.error, "The provider's locations could not be loaded.")}
            </Alert>
          )}
          {outcome && <UploadOutcome outcome={outcome} />}
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
