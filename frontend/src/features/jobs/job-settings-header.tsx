import Card from 'react-bootstrap/Card';
import { PencilIcon } from 'lucide-react';
import { Button } from '../../shared/ui/button';

interface JobSettingsHeaderProps {
  editing: boolean;
  /** Whether the job's status lets its settings change at all. */
  statusAllows: boolean;
  hasApiKey: boolean;
  saving: boolean;
  canSave: boolean;
  onEdit: () => void;
  onCancel: () => void;
}

/** The panel's title with Edit, or Cancel and Save while editing. */
export function JobSettingsHeader(props: JobSettingsHeaderProps) {
  const { editing, statusAllows, hasApiKey, saving } = props;
  return (
    <Card.Header className="bg-body d-flex align-items-center justify-content-between py-3">
      <h2 className="h5 mb-0">Client Information</h2>
      {editing ? (
        <div className="d-flex gap-2">
          <Button variant="outline-secondary" size="sm" onClick={props.onCancel}>
            Cancel
          </Button>
          <Button type="submit" size="sm" disabled={!props.canSave} busy={saving}>
            Save
          </Button>
        </div>
      ) : (
        statusAllows && (
          <Button
            variant="outline-secondary"
            size="sm"
            className="d-inline-flex align-items-center gap-1"
            aria-label="Edit settings"
            title={hasApiKey ? 'Edit settings' : 'A provider API key is needed to edit'}
            disabled={!hasApiKey}
            onClick={props.onEdit}
          >
            <PencilIcon /> Edit
          </Button>
        )
      )}
    </Card.Header>
  );
}
