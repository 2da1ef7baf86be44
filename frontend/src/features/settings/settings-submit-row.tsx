import Button from 'react-bootstrap/Button';

/** What the last save said: in green when it worked, in red when it did not. */
export interface SaveOutcome {
  ok: boolean;
  text: string;
}

interface SettingsSubmitRowProps {
  label: string;
  disabled: boolean;
  outcome: SaveOutcome | null;
  /** Announce a failure as an alert rather than as a status. */
  alertOnFailure?: boolean;
}

/** A settings card's submit button with the outcome of the last save beside it. */
export function SettingsSubmitRow({
  label,
  disabled,
  outcome,
  alertOnFailure = false,
}: SettingsSubmitRowProps) {
  return (
    <div className="d-flex align-items-center gap-3">
      <Button type="submit" className="flex-shrink-0" disabled={disabled}>
        {label}
      </Button>
      {outcome && (
        <span
          role={alertOnFailure && !outcome.ok ? 'alert' : 'status'}
          className={`small ${outcome.ok ? 'text-success' : 'text-danger'}`}
        >
          {outcome.text}
        </span>
      )}
    </div>
  );
}
