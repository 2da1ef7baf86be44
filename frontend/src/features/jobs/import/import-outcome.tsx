import { useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import { DirectNo } from '../direct-no';

/** What the last send came to, as the reviewer reads it. */
export type ImportOutcome =
  | { kind: 'sent'; directNo: string }
  | { kind: 'running'; message: string }
  | { kind: 'failed'; message: string };

interface ImportOutcomeAlertProps {
  outcome: ImportOutcome;
  onDismiss: () => void;
  /** A new answer takes the focus; a refusal the reloaded page shows again does not. */
  takesFocus?: boolean;
}

/**
 * The answer to a send (spec 8: a provider error is a dismissible red alert). Focus moves to it,
 * so a keyboard or screen-reader user lands on the result; the Direct No links to the provider's
 * page of the notice job when a portal is known.
 */
export function ImportOutcomeAlert({
  outcome,
  onDismiss,
  takesFocus = true,
}: ImportOutcomeAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  const said = outcome.kind === 'sent' ? outcome.directNo : outcome.message;
  // Each new answer takes the focus once (not every render of the same one).
  useEffect(() => {
    if (takesFocus) ref.current?.focus();
  }, [takesFocus, outcome.kind, said]);
  return (
    <div ref={ref} tabIndex={-1}>
      {outcome.kind === 'sent' ? (
        <Alert variant="success" role="status" className="mb-0">
          Sent to the provider. Direct No{' '}
          <DirectNo directNo={outcome.directNo} className="alert-link" />
        </Alert>
      ) : outcome.kind === 'running' ? (
        <Alert variant="info" role="status" className="mb-0">
          {outcome.message}
        </Alert>
      ) : (
        <Alert variant="danger" role="alert" dismissible onClose={onDismiss} className="mb-0">
          <Alert.Heading as="h3" className="h6 fw-semibold">
            The job was not sent
          </Alert.Heading>
          {outcome.message}
        </Alert>
      )}
    </div>
  );
}
