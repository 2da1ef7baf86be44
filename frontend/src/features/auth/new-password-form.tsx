import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@job-intake/contracts/identity/identity-api';
import { Button } from '../../shared/ui/button';
import { paths } from '../../config/paths';
import { AuthCard } from './auth-card';
import { useNewPasswordForm } from './use-new-password-form';

interface NewPasswordFormProps {
  code: string;
  email: string;
  onFailure: (message: string) => void;
}

/** The reset page with a code: the new password twice. */
export function NewPasswordForm({ code, email, onFailure }: NewPasswordFormProps) {
  const { form, ready, busy, submit } = useNewPasswordForm(code, email, onFailure);
  const { register, formState } = form;
  const problem = formState.errors.new_pass?.message;
  const mismatch = formState.errors.confirm_pass?.message;
  return (
    <AuthCard
      title="Choose a new password"
      subtitle={
        <>
          For <span className="fw-semibold text-body">{email}</span>
        </>
      }
      footer={
        <Link to={paths.login} className="link-secondary">
          Back to sign in
        </Link>
      }
    >
      <Form noValidate onSubmit={(event) => void submit(event)}>
        {/* Lets password managers tie the new password to the account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <Form.Group className="mb-3" controlId="reset-new-password">
          <Form.Label>New Password</Form.Label>
          <Form.Control
            type="password"
            autoComplete="new-password"
            autoFocus
            isInvalid={problem !== undefined}
            {...register('new_pass', { deps: 'confirm_pass' })}
            aria-describedby="reset-new-password-help"
          />
          <Form.Text id="reset-new-password-help" className={problem ? 'text-danger' : undefined}>
            {problem ?? `At least ${PASSWORD_MIN_LENGTH} characters, not an e-mail address.`}
          </Form.Text>
        </Form.Group>
        <Form.Group className="mb-4" controlId="reset-confirm-password">
          <Form.Label>Confirm New Password</Form.Label>
          <Form.Control
            type="password"
            autoComplete="new-password"
            isInvalid={mismatch !== undefined}
            {...register('confirm_pass')}
          />
          <Form.Control.Feedback type="invalid">{mismatch}</Form.Control.Feedback>
        </Form.Group>
        <Button type="submit" className="w-100" size="lg" disabled={!ready} busy={busy}>
          Submit Update
        </Button>
      </Form>
    </AuthCard>
  );
}
