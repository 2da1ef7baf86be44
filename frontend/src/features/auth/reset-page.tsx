import { useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { parseResetCode } from '@job-intake/contracts/identity/identity-api';
import { paths } from '../../config/paths';
import { NewPasswordForm } from './new-password-form';
import { RequestLink } from './request-link';

/**
 * /reset and /reset/:code (spec sections 2 and 4). The value `code` (query, or the path) holds
 * "<reset code>|<e-mail>": with it the page sets a new password, without it the page asks for a
 * link by e-mail. A code that is not exactly two parts sends the user to /login.
 */
export function ResetPage() {
  const [searchParams] = useSearchParams();
  const params = useParams();
  const value = searchParams.get('code') ?? params.code ?? null;
  const navigate = useNavigate();
  const [failure, setFailure] = useState<{ message: string; email: string } | null>(null);

  if (value === null) {
    return <RequestLink error={failure?.message ?? null} initialEmail={failure?.email ?? ''} />;
  }
  const parsed = parseResetCode(value);
  if (!parsed) return <Navigate to={paths.login} replace />;
  return (
    <NewPasswordForm
      code={parsed.code}
      email={parsed.email}
      onFailure={(message) => {
        // Back to the request mode, with the server's message (spec section 4).
        setFailure({ message, email: parsed.email });
        void navigate(paths.reset, { replace: true });
      }}
    />
  );
}
