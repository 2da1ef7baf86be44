import { zodResolver } from '@hookform/resolvers/zod';
import { jobSettingsDraftSchema } from '@job-intake/contracts/jobs/job-settings.schema';
import { isEditable } from '@job-intake/contracts/jobs/job-status';
import type { JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSessionUser } from '../../shared/api/auth-slice';
import {
  changedFields,
  draftOf,
  settingsOf,
  type SettingsDraft,
  updateRequest,
} from './job-settings-draft';
import { useCustomerValues } from './job-settings-customer';
import { useUpdateJobMutation } from './jobs-api';
import { useSettingsEditRequest } from './settings-edit-request';

/**
 * The Settings panel's edit mode: the draft (rules from contracts), whether it may be edited and
 * has changes, accepting a customer's value, and saving or cancelling.
 */
export function useJobSettingsEditing(job: JobDetail, onDirtyChange: (dirty: boolean) => void) {
  const user = useSessionUser();
  const saved = useMemo(() => settingsOf(job), [job]);
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

  return {
    form,
    saved,
    draft,
    shown,
    statusAllows,
    hasApiKey,
    canEdit,
    editing,
    dirty,
    update,
    customer,
    accept,
    focusLocation,
    confirmingCancel,
    setConfirmingCancel,
    startEditing,
    stopEditing,
    save,
  };
}
