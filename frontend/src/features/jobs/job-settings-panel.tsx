import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_REFERENCE_LABEL } from '@job-intake/contracts/identity/company-api';
import { jobSettingsDraftSchema } from '@job-intake/contracts/jobs/job-settings.schema';
import { isEditable } from '@job-intake/contracts/jobs/job-status';
import type { JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import { useEffect, useMemo, useState } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { errorMessage } from '../../shared/api/api-error';
import { useSessionUser } from '../../shared/api/auth-slice';
import { ConfirmDialog } from '../../shared/components/confirm-dialog';
import { ClearCustomerValues } from './clear-customer-values';
import { JobSettingsAlerts } from './job-settings-alerts';
import {
  changedFields,
  draftOf,
  settingsOf,
  type SettingsDraft,
  updateRequest,
} from './job-settings-draft';
import { useCustomerValues } from './job-settings-customer';
import { JobSettingsGrid } from './job-settings-grid';
import { JobSettingsHeader } from './job-settings-header';
import { EmailJobLink } from './emails/email-job-link';
import { CustomJobLinks } from './share/custom-job-links';
import styles from './job-settings-panel.module.css';
import { useSettingsText } from './job-settings-text';
import { useUpdateJobMutation } from './jobs-api';
import { useSettingsEditRequest } from './settings-edit-request';
import { useChangedHighlight } from './use-highlight';

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
  const user = useSessionUser();
  const saved = useMemo(() => settingsOf(job), [job]);
  const highlighted = useChangedHighlight(saved);
  const text = useSettingsText(job);
  // Rules from contracts; raw: the draft's own values are sent (trimmed by updateRequest).
  const form = useForm<SettingsDraft>({
    resolver: zodResolver(jobSettingsDraftSchema, undefined, { raw: true }),
    defaultValues: draftOf(saved),
  });
  const [editingOn, setEditingOn] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [updateJob, update] = useUpdateJobMutation();

  const statusAllows = isEditable(job.status);
  const hasApiKey = !!user?.api_key;
  const canEdit = statusAllows && hasApiKey;
  const editing = editingOn && canEdit;
  const draft = { ...draftOf(saved), ...useWatch({ control: form.control }) };
  const dirty = editing && changedFields(draft, saved).length > 0;
  useEffect(() => {
    onDirtyChange(dirty);
    return () => onDirtyChange(false);
  }, [dirty, onDirtyChange]);

  const shown = editing ? draft : saved;
  const { customer, accept } = useCustomerValues(job, saved, canEdit, (field, value) => {
    // While editing, the accepted value replaces the one in the draft too.
    if (editing)
      form.reset({ ...form.getValues(), [field]: draftOf({ ...saved, [field]: value })[field] });
  });

  function startEditing() {
    update.reset();
    form.reset(draftOf(saved));
    setEditingOn(true);
  }

  const focusLocation = useSettingsEditRequest(canEdit, editing, startEditing);

  function stopEditing() {
    setConfirmingCancel(false);
    setEditingOn(false);
    update.reset();
  }

  async function save(values: SettingsDraft) {
    if (!dirty) return stopEditing();
    const result = await updateJob({
      id: job.id,
      ...updateRequest(values, saved),
      expected_revision: job.revision,
    });
    if (result.data) setEditingOn(false);
  }

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
            editing ? void form.handleSubmit(save)(event) : event.preventDefault()
          }
        >
          <JobSettingsHeader
            editing={editing}
            statusAllows={statusAllows}
            hasApiKey={hasApiKey}
            saving={update.isLoading}
            canSave={draft.name.trim() !== ''}
            onEdit={startEditing}
            onCancel={() => (dirty ? setConfirmingCancel(true) : stopEditing())}
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
              unsetContactOrLocation={!shown.location || !shown.contact}
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
              customer={customer}
              focusLocation={focusLocation}
            />
          </Card.Body>
        </Form>
      </FormProvider>
      <CustomJobLinks job={job} />
      <EmailJobLink job={job} />
      <ConfirmDialog
        show={confirmingCancel}
        title="Cancel changes"
        message={CANCEL_SETTINGS_CONFIRMATION}
        confirmLabel="Discard Changes"
        cancelLabel="Keep Editing"
        onConfirm={stopEditing}
        onCancel={() => setConfirmingCancel(false)}
      />
    </Card>
  );
}
