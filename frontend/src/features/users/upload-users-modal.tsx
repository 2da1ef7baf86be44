import { type FormEvent, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import {
  UPLOAD_SUCCESS_MESSAGE,
  USER_CSV_EXAMPLE,
  type UploadedUserStatus,
  type UserUploadResponse,
  type UserUploadRowError,
} from '@job-intake/contracts/identity/users-api';
import { activeLocations, locationLabel } from '@job-intake/contracts/provider/provider-api';
import { errorMessage } from '../../shared/api/api-error';
import {
  type CompanyScope,
  useListProviderDivisionsQuery,
  useListRolesQuery,
  useUploadUsersMutation,
} from './users-api';

interface UploadUsersModalProps {
  scope: CompanyScope;
  onHide: () => void;
}

type Outcome =
  | { ok: true; result: UserUploadResponse }
  | { ok: false; message: string; errors: UserUploadRowError[] }
  | null;

const STATUS: Record<UploadedUserStatus, { label: string; bg: string; text: string }> = {
  invited: { label: 'Invited', bg: 'info-subtle', text: 'info-emphasis' },
  existing: { label: 'Already a user', bg: 'secondary-subtle', text: 'secondary-emphasis' },
};

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
    setOutcome(
      answer.data
        ? { ok: true, result: answer.data }
        : {
            ok: false,
            message: errorMessage(answer.error, 'The file could not be uploaded.'),
            errors: rowErrors(answer.error),
          },
    );
  }

  return (
    <Modal show onHide={onHide} aria-labelledby={titleId} size="lg">
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
          <pre className="small bg-body-tertiary border rounded px-3 py-2 mb-3">
            {USER_CSV_EXAMPLE}
          </pre>
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
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide}>
            Close
          </Button>
          <Button type="submit" disabled={!canUpload}>
            {isLoading && (
              <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            )}
            Upload
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

function UploadOutcome({ outcome }: { outcome: NonNullable<Outcome> }) {
  if (!outcome.ok) {
    return (
      <div className="mt-3">
        <Alert variant="danger" className="mb-2">
          Error: {outcome.message}
        </Alert>
        {outcome.errors.length > 0 && (
          <ul aria-label="Problems in the file" className="list-group small">
            {outcome.errors.map((error, index) => (
              <li key={index} className="list-group-item d-flex gap-2">
                <Badge bg="danger-subtle" text="danger-emphasis" className="align-self-start">
                  {error.line > 0 ? `Line ${error.line}` : 'File'}
                </Badge>
                <span>{error.reason}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  }
  const { users, upload_count } = outcome.result;
  return (
    <div className="mt-3">
      <Alert variant="success" className="mb-2">
        {UPLOAD_SUCCESS_MESSAGE}{' '}
        <span className="small">
          {upload_count === 1 ? 'An invitation was' : `${upload_count} invitations were`} sent by
          e-mail.
        </span>
      </Alert>
      <Table size="sm" className="small mb-0" aria-label="Uploaded users">
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Name</th>
            <th scope="col">E-mail</th>
            <th scope="col">Role</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.line}>
              <td>{user.line}</td>
              <td>{user.name}</td>
              <td>{user.email}</td>
              <td>{user.role}</td>
              <td>
                <Badge bg={STATUS[user.status].bg} text={STATUS[user.status].text}>
                  {STATUS[user.status].label}
                </Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

/** The per-line problems of a refused file (400 `errors`), if the answer has them. */
function rowErrors(error: unknown): UserUploadRowError[] {
  const data = (error as { data?: { errors?: unknown } } | undefined)?.data;
  return Array.isArray(data?.errors) ? (data.errors as UserUploadRowError[]) : [];
}
