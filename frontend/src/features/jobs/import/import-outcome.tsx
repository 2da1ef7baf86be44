import { useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';

/** What the last send came to, as the reviewer reads it. */
export type ImportOutcome =
  | { kind: 'sent'; directNo: string }
  | { kind: 'running'; message: string }
  | { kind: 'failed'; message: string };

interface ImportOutcomeAlertProps {
  outcome: ImportOutcome;
  onDismiss: () => void;
}

/**
 * The answer to a send (spec 8: a provider error is a dismissible red alert). Focus moves to it,
 * so a keyboard or screen-reader user lands on the result; the provider portal has no address of
 * a notice job in this product, so the Direct No is shown as text to copy.
 */
export function ImportOutcomeAlert({ outcome, onDismiss }: ImportOutcomeAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  const said = outcome.kind === 'sent' ? outcome.directNo : outcome.message;
  // Each new answer takes the focus once (not every render of the same one).
  useEffect(() => ref.current?.focus(), [outcome.kind, said]);
  return (
    <div ref={ref} tabIndex={-1}>
      {outcome.kind === 'sent' ? (
        <Alert variant="success" role="status" className="mb-0">
          Sent to the provider. Direct No <strong>{outcome.directNo}</strong>
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
