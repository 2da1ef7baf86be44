import { useEffect, useRef } from 'react';
import { Button } from '../../../shared/ui/button';

interface SendConfirmationProps {
  jobName: string;
  service: string;
  sending: boolean;
  onSend: () => void;
  onCancel: () => void;
}

/**
 * The question before sending, inside the panel rather than in a modal: a modal hands focus back
 * to its opener when it closes, which would take it away from the result the reviewer needs.
 */
export function SendConfirmation({
  jobName,
  service,
  sending,
  onSend,
  onCancel,
}: SendConfirmationProps) {
  const send = useRef<HTMLButtonElement>(null);
  useEffect(() => send.current?.focus(), []);
  return (
    <div className="border border-primary rounded-3 p-3" role="group" aria-label="Confirm sending">
      <p className="mb-2">
        Send <strong>{jobName}</strong> to the provider as <strong>{service}</strong>? The provider
        creates a notice job from it; this cannot be undone here.
      </p>
      <div className="d-flex flex-wrap gap-2">
        <Button ref={send} onClick={onSend} busy={sending}>
          Send
        </Button>
        <Button variant="outline-secondary" disabled={sending} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
