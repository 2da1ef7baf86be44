import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useNavigate, useParams } from 'react-router';
import type { InvitationDetails } from '@job-intake/contracts/identity/users-api';
import { Button } from '../../shared/ui/button';
import { paths } from '../../config/paths';
import { errorMessage } from '../../shared/api/api-error';
import { AuthCard } from './auth-card';
import { safeRedirect } from './safe-redirect';
import { useAcceptInvitationMutation, useLookupInvitationQuery } from './invitation-api';

const FAILED = 'The invitation could not be opened. Check your connection and try again.';

const backToSignIn = (
  <Link to={paths.login} className="link-secondary">
    Back to sign in
  </Link>
);

/**
 * /invitation/{token}: what the invitation offers and an Accept button. The link alone is enough
 * to accept; a new account goes on to choose its password, an existing one to sign in.
 */
export function InvitationPage() {
  const token = useParams().token ?? '';
  const lookup = useLookupInvitationQuery(token);

  if (lookup.isLoading) {
    return (
      <AuthCard title="Invitation" footer={backToSignIn}>
        <Spinner animation="border" role="status" aria-label="Loading the invitation" />
      </AuthCard>
    );
  }
  if (!lookup.data) {
    return (
      <AuthCard title="Invitation" footer={backToSignIn}>
        <Alert variant="danger" className="small mb-0">
          {errorMessage(lookup.error, FAILED)}
        </Alert>
      </AuthCard>
    );
  }
  return <AcceptInvitation token={token} invitation={lookup.data} />;
}

function AcceptInvitation({ token, invitation }: { token: string; invitation: InvitationDetails }) {
  const [accept, { isLoading, error }] = useAcceptInvitationMutation();
  const navigate = useNavigate();

  async function onAccept() {
    const answer = await accept(token);
    if (!answer.data) return;
    await navigate(safeRedirect(answer.data.redirect), {
      replace: true,
      state: { notice: answer.data.message },
    });
  }

  return (
    <AuthCard
      title={`Join ${invitation.company.name}`}
      subtitle={
        <>
          You are invited as <span className="fw-semibold text-body">{invitation.role}</span> with
          the e-mail <span className="fw-semibold text-body">{invitation.email}</span>.
        </>
      }
      footer={backToSignIn}
    >
      {error && (
        <Alert variant="danger" className="small">
          {errorMessage(error, FAILED)}
        </Alert>
      )}
      <p className="small text-body-secondary mb-4">
        {invitation.new_account
          ? 'Accepting creates your account; you then choose your password.'
          : 'Accepting adds this company to your account; you then sign in as usual.'}
      </p>
      <Button className="w-100" size="lg" onClick={() => void onAccept()} busy={isLoading}>
        Accept invitation
      </Button>
    </AuthCard>
  );
}
