import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import {
  UPLOAD_SUCCESS_MESSAGE,
  type UploadedUserStatus,
} from '@job-intake/contracts/identity/users-api';
import type { Outcome } from './upload-outcome-values';

const STATUS: Record<UploadedUserStatus, { label: string; bg: string; text: string }> = {
  invited: { label: 'Invited', bg: 'info-subtle', text: 'info-emphasis' },
  existing: { label: 'Already a user', bg: 'secondary-subtle', text: 'secondary-emphasis' },
};

/** The answer to an upload: the problems of a refused file, or the table of imported users. */
export function UploadOutcome({ outcome }: { outcome: NonNullable<Outcome> }) {
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
