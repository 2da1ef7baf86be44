import { FORM_SAVED_MESSAGE } from '@job-intake/contracts/forms/forms-api';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { Button } from '../../../shared/ui/button';
import { errorMessage } from '../../../shared/api/api-error';

interface FormSettingsFooterProps {
  canSave: boolean;
  saving: boolean;
  dirty: boolean;
  saved: boolean;
  error: unknown;
  onDiscard: () => void;
}

/** Save, Discard Changes and what became of the last save. */
export function FormSettingsFooter({
  canSave,
  saving,
  dirty,
  saved,
  error,
  onDiscard,
}: FormSettingsFooterProps) {
  return (
    <Card.Footer className="bg-body border-top d-flex flex-wrap align-items-center gap-3 px-4 py-3">
      <Button type="submit" disabled={!canSave} busy={saving}>
        Save
      </Button>
      {dirty && (
        <Button variant="outline-secondary" onClick={onDiscard}>
          Discard Changes
        </Button>
      )}
      {saved && (
        <Alert variant="success" className="mb-0 py-2 px-3" role="status">
          {FORM_SAVED_MESSAGE}
        </Alert>
      )}
      {Boolean(error) && (
        <Alert variant="danger" className="mb-0 py-2 px-3">
          {errorMessage(error, 'The form could not be saved.')}
        </Alert>
      )}
      {dirty && !error && <span className="small text-body-secondary">Unsaved changes</span>}
    </Card.Footer>
  );
}
