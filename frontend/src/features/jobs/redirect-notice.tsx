import Alert from 'react-bootstrap/Alert';
import { useLocation, useNavigate } from 'react-router';

/** Shows the error another page sent the user here with (see `JobPage`), until dismissed. */
export function RedirectNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const state: unknown = location.state;
  if (!isNoticeState(state)) return null;
  return (
    <Alert
      variant="danger"
      dismissible
      onClose={() =>
        void navigate(`${location.pathname}${location.search}`, { replace: true, state: null })
      }
    >
      {state.error}
    </Alert>
  );
}

export interface JobsPageNotice {
  error: string;
}

function isNoticeState(state: unknown): state is JobsPageNotice {
  return (
    typeof state === 'object' &&
    state !== null &&
    'error' in state &&
    typeof state.error === 'string'
  );
}
