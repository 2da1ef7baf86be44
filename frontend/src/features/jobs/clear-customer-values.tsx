import type { JobSettingsValues } from '@job-intake/contracts/jobs/job-settings';
import type { JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { errorMessage } from '../../shared/api/api-error';
import { customerValueDiffers, type SettingsField } from './job-settings-draft';
import { useClearCustomerValuesMutation } from './jobs-api';

interface ClearCustomerValuesProps {
  job: JobDetail;
  /** The staff values, which the customer's are compared with. */
  saved: JobSettingsValues;
  canEdit: boolean;
}

/**
 * Beside the customer's proposed values: accept each with a click, or set them all aside
 * (History: clear_user_input). Only for a user who may edit the settings.
 */
export function ClearCustomerValues({ job, saved, canEdit }: ClearCustomerValuesProps) {
  const [clear, clearing] = useClearCustomerValuesMutation();
  const shown = (Object.keys(job.user_submitted) as SettingsField[]).some((field) =>
    customerValueDiffers(field, saved, job.user_submitted),
  );
  if (!canEdit || !shown) return null;
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 small">
      <span className="text-body-secondary">
        The customer proposed values, shown beside yours: click one to accept it, or
      </span>
      <Button
        variant="outline-secondary"
        size="sm"
        disabled={clearing.isLoading}
        onClick={() => void clear({ id: job.id })}
      >
        Clear Customer Values
      </Button>
      {clearing.isError && (
        <Alert variant="danger" className="w-100 mb-0" dismissible onClose={() => clearing.reset()}>
          {errorMessage(clearing.error, "The customer's values could not be cleared.")}
        </Alert>
      )}
    </div>
  );
}
