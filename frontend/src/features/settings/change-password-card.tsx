import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import {
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MISMATCH_MESSAGE,
  passwordPolicyProblem,
} from '@job-intake/contracts/identity/identity-api';
import { errorMessage } from '../../shared/api/api-error';
import { tokenReplaced } from '../../shared/api/auth-slice';
import { useAppDispatch } from '../../shared/store/hooks';
import { useChangePasswordMutation } from './settings-api';

const EMPTY = { current: '', next: '', confirm: '' };

/**
 * Change password (spec sections 5 and 8): all three fields are required, the new password must
 * equal the confirmation, and any problem is red text next to the button. The answer is a new
 * token; the other sessions of the user are signed out.
 */
export function ChangePasswordCard() {
  const [fields, setFields] = useState(EMPTY);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const dispatch = useAppDispatch();

  const complete = fields.current !== '' && fields.next !== '' && fields.confirm !== '';
  const set = (name: keyof typeof EMPTY) => (value: string) => {
    setFields((before) => ({ ...before, [name]: value }));
    setResult(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!complete || isLoading) return;
    if (fields.next !== fields.confirm) {
      setResult({ ok: false, text: PASSWORD_MISMATCH_MESSAGE });
      return;
    }
    const problem = passwordPolicyProblem(fields.next);
    if (problem) {
      setResult({ ok: false, text: problem });
      return;
    }
    try {
      const { token } = await changePassword({
        current: fields.current,
        new_pass: fields.next,
      }).unwrap();
      dispatch(tokenReplaced(token));
      setFields(EMPTY);
      setResult({ ok: true, text: PASSWORD_CHANGED_MESSAGE });
    } catch (failure) {
      setResult({ ok: false, text: passwordError(failure) });
    }
  }

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
              value={fields.current}
              onChange={(event) => set('current')(event.target.value)}
            />
          </Form.Group>
          <div className="row g-3 mb-3">
            <Form.Group className="col-sm-6" controlId="settings-new-password">
              <Form.Label>New Password</Form.Label>
              <Form.Control
                type="password"
                required
                autoComplete="new-password"
                value={fields.next}
                onChange={(event) => set('next')(event.target.value)}
              />
              <Form.Text>At least {PASSWORD_MIN_LENGTH} characters.</Form.Text>
            </Form.Group>
            <Form.Group className="col-sm-6" controlId="settings-confirm-password">
              <Form.Label>Confirm New Password</Form.Label>
              <Form.Control
                type="password"
                required
                autoComplete="new-password"
                value={fields.confirm}
                onChange={(event) => set('confirm')(event.target.value)}
              />
            </Form.Group>
          </div>
          <div className="d-flex align-items-center gap-3">
            <Button type="submit" className="flex-shrink-0" disabled={!complete || isLoading}>
              Update Password
            </Button>
            {result && (
              <span
                role={result.ok ? 'status' : 'alert'}
                className={`small ${result.ok ? 'text-success' : 'text-danger'}`}
              >
                {result.text}
              </span>
            )}
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}

/** The server's reason (its answer carries it as `error` and as `message`). */
function passwordError(failure: unknown): string {
  return errorMessage(failure, 'Your password could not be changed. Please try again.');
}
