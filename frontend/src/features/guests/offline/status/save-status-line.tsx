import { GUEST_SAVE_STATE_TEXT, type GuestSaveState } from '@job-intake/contracts/guests/guest-api';

export interface SaveStatusLineProps {
  state: GuestSaveState;
  /** When a save last reached the server (ISO), null before the first. */
  lastSentAt: string | null;
  /**
   * The server's words for a save it refused (given back to the form), or one waiting for a
   * retry (a spent budget, a server down).
   */
  message: string | null;
}

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** Where the guest's answers are: on the server, on this phone only, or on their way. */
export function SaveStatusLine({ state, lastSentAt, message }: SaveStatusLineProps) {
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
      {message && <div className="text-danger">{message}</div>}
    </div>
  );
}
