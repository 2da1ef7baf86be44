import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { PASSWORD_MIN_LENGTH } from '@job-intake/contracts/identity/identity-api';
import { SettingsSubmitRow } from './settings-submit-row';
import { useChangePasswordForm } from './use-change-password-form';

/**
 * Change password (spec sections 5 and 8): all three fields are required, the new password must
 * equal the confirmation, and any problem is red text next to the button.
 */
export function ChangePasswordCard() {
  const { register, outcome, canSubmit, submit } = useChangePasswordForm();
  return (
    <Card className="border-0 shadow-sm">
      <Card.Header className="bg-body py-3">
        <h2 className="h6 mb-0">Change Password</h2>
      </Card.Header>
      <Card.Body>
        <Form noValidate onSubmit={(event) => void submit(event)}>
          <input type="text" name="username" autoComplete="username" hidden readOnly />
          <Form.Group className="mb-3" controlId="settings-current-password">
            <Form.Label>Current Password</Form.Label>
            <Form.Control
              type="password"
              required
              autoComplete="current-password"
              {...register('current')}
            />
          </Form.Group>
          <div className="row g-3 mb-3">
            <Form.Group className="col-sm-6" controlId="settings-new-password">
              <Form.Label>New Password</Form.Label>
              <Form.Control
                type="password"
                required
                autoComplete="new-password"
                {...register('next')}
              />
              <Form.Text>At least {PASSWORD_MIN_LENGTH} characters.</Form.Text>
            </Form.Group>
            <Form.Group className="col-sm-6" controlId="settings-confirm-password">
              <Form.Label>Confirm New Password</Form.Label>
              <Form.Control
                type="password"
                required
                autoComplete="new-password"
                {...register('confirm')}
              />
            </Form.Group>
          </div>
          <SettingsSubmitRow
            label="Update Password"
            disabled={!canSubmit}
            outcome={outcome}
            alertOnFailure
          />
        </Form>
      </Card.Body>
    </Card>
  );
}
