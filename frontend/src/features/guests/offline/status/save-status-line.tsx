import { GUEST_SAVE_STATE_TEXT, type GuestSaveState } from '@job-intake/contracts/guests/guest-api';

export interface SaveStatusLineProps {
  state: GuestSaveState;
  /** When a save last reached the server (ISO), null before the first. */
  lastSentAt: string | null;
  /** The server's words while a save waits for a retry (a spent budget, a server down). */
  retryMessage: string | null;
}

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** Where the guest's answers are: on the server, on this phone only, or on their way. */
export function SaveStatusLine({ state, lastSentAt, retryMessage }: SaveStatusLineProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="small w-100"
      data-testid="guest-save-status"
      data-state={state}
    >
      <span className="fw-semibold">{GUEST_SAVE_STATE_TEXT[state]}</span>
      {lastSentAt && <span className="text-body-secondary"> · Last sent {timeOf(lastSentAt)}</span>}
      {retryMessage && <div className="text-danger">{retryMessage}</div>}
    </div>
  );
}
