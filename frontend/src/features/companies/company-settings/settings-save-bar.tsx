import { COMPANY_SAVED_MESSAGE } from '@job-intake/contracts/identity/company-api';
import Alert from 'react-bootstrap/Alert';
import { Button } from '../../../shared/ui/button';
import styles from './company-settings-form.module.css';

/** What the last Save came to: saved, stopped by invalid fields, or refused by the server. */
export type SaveOutcome =
  { kind: 'saved' } | { kind: 'invalid' } | { kind: 'refused'; message: string } | null;

interface SettingsSaveBarProps {
  outcome: SaveOutcome;
  saving: boolean;
  onDismiss: () => void;
}

/** Save and the message of the last save, kept in reach at the bottom of the long form. */
export function SettingsSaveBar({ outcome, saving, onDismiss }: SettingsSaveBarProps) {
  return (
    <div className={`${styles.saveBar} d-flex align-items-center gap-3 py-3`}>
      <div className="flex-grow-1">
        {outcome?.kind === 'saved' && (
          <Alert variant="success" className="mb-0 py-2" onClose={onDismiss} dismissible>
            {COMPANY_SAVED_MESSAGE}
          </Alert>
        )}
        {outcome?.kind === 'invalid' && (
          <Alert variant="danger" className="mb-0 py-2">
            Please correct the highlighted fields, then save again.
          </Alert>
        )}
        {outcome?.kind === 'refused' && (
          <Alert variant="danger" className="mb-0 py-2">
            {outcome.message}
          </Alert>
        )}
      </div>
      <Button type="submit" className="px-4 flex-shrink-0" busy={saving}>
        Save
      </Button>
    </div>
  );
}
