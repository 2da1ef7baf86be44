import { DEFAULT_REFERENCE_LABEL } from '@job-intake/contracts/identity/company-api';
import type { JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { FormProvider } from 'react-hook-form';
import { errorMessage } from '../../shared/api/api-error';
import { ConfirmDialog } from '../../shared/components/confirm-dialog';
import { ClearCustomerValues } from './clear-customer-values';
import { JobSettingsAlerts } from './job-settings-alerts';
import { JobSettingsGrid } from './job-settings-grid';
import { JobSettingsHeader } from './job-settings-header';
import { EmailJobLink } from './emails/email-job-link';
import { CustomJobLinks } from './share/custom-job-links';
import styles from './job-settings-panel.module.css';
import { useSettingsText } from './job-settings-text';
import { useChangedHighlight } from './use-highlight';
import { useJobSettingsEditing } from './use-job-settings-editing';

const CANCEL_SETTINGS_CONFIRMATION =
  'Are you sure you want to cancel? Your changes to the job settings will be lost.';

interface JobSettingsPanelProps {
  job: JobDetail;
  /** The company's label for reference_no, when known. */
  referenceLabel: string | undefined;
  /** Told when the panel gains or loses unsaved changes. */
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * Client Information (spec section 2, Settings panel): the job's import settings, read-only until
 * the edit icon is clicked. Fields can be changed only while the status allows it, in edit mode,
 * by a user with an api_key; customer-submitted values show beside the staff ones.
 */
export function JobSettingsPanel({ job, referenceLabel, onDirtyChange }: JobSettingsPanelProps) {
  const editor = useJobSettingsEditing(job, onDirtyChange);
  const { form, saved, editing, statusAllows, hasApiKey, canEdit, dirty, update, accept } = editor;
  const highlighted = useChangedHighlight(saved);
  const text = useSettingsText(job);

  return (
    <Card
      as="section"
      aria-label="Client Information"
      className={`shadow-sm ${editing && job.status === 'pending' ? styles.pendingEdit : 'border-0'}`}
    >
      <FormProvider {...form}>
        <Form
          noValidate
          onSubmit={(event) =>
            editing ? void form.handleSubmit(editor.save)(event) : event.preventDefault()
          }
        >
          <JobSettingsHeader
            editing={editing}
            statusAllows={statusAllows}
            hasApiKey={hasApiKey}
            saving={update.isLoading}
            canSave={editor.draft.name.trim() !== ''}
            onEdit={editor.startEditing}
            onCancel={() => (dirty ? editor.setConfirmingCancel(true) : editor.stopEditing())}
          />
          <Card.Body className="d-flex flex-column gap-3">
            <JobSettingsAlerts
              saveError={update.isError ? errorMessage(update.error, '') : null}
              acceptError={
                accept.isError
                  ? errorMessage(accept.error, 'The customer value could not be accepted.')
                  : null
              }
              onDismissAcceptError={() => accept.reset()}
              unsetContactOrLocation={!editor.shown.location || !editor.shown.contact}
              readOnlyWithoutKey={statusAllows && !hasApiKey}
            />
            <ClearCustomerValues job={job} saved={saved} canEdit={canEdit} />
            <JobSettingsGrid
              job={job}
              saved={saved}
              editing={editing}
              referenceLabel={referenceLabel || DEFAULT_REFERENCE_LABEL}
              highlighted={highlighted}
              text={text}
              customer={editor.customer}
              focusLocation={editor.focusLocation}
            />
          </Card.Body>
        </Form>
      </FormProvider>
      <CustomJobLinks job={job} />
      <EmailJobLink job={job} />
      <ConfirmDialog
        show={editor.confirmingCancel}
        title="Cancel changes"
        message={CANCEL_SETTINGS_CONFIRMATION}
        confirmLabel="Discard Changes"
        cancelLabel="Keep Editing"
        onConfirm={editor.stopEditing}
        onCancel={() => editor.setConfirmingCancel(false)}
      />
    </Card>
  );
}
