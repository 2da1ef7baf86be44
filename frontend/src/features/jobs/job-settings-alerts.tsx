import {
  CONTACT_LOCATION_WARNING,
  SETTINGS_SAVE_ERROR,
} from '@job-intake/contracts/jobs/job-settings';
import Alert from 'react-bootstrap/Alert';

interface JobSettingsAlertsProps {
  /** The server's message when the last Save failed. */
  saveError: string | null;
  acceptError: string | null;
  onDismissAcceptError: () => void;
  unsetContactOrLocation: boolean;
  readOnlyWithoutKey: boolean;
}

/** What the panel says above the settings: a failed save or accept, what is missing, why read-only. */
export function JobSettingsAlerts(props: JobSettingsAlertsProps) {
  return (
    <>
      {props.saveError !== null && (
        <Alert variant="danger" className="mb-0">
          {SETTINGS_SAVE_ERROR}
          <div className="small mt-1">{props.saveError}</div>
        </Alert>
      )}
      {props.acceptError !== null && (
        <Alert variant="danger" className="mb-0" dismissible onClose={props.onDismissAcceptError}>
          {props.acceptError}
        </Alert>
      )}
      {props.unsetContactOrLocation && (
        <Alert variant="warning" className="mb-0">
          {CONTACT_LOCATION_WARNING}
        </Alert>
      )}
      {props.readOnlyWithoutKey && (
        <p className="small text-body-secondary mb-0">
          These values are read-only: editing them needs a provider API key on your account.
        </p>
      )}
    </>
  );
}
