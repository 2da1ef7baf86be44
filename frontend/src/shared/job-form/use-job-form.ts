import type { SectionDto } from '@job-intake/contracts/forms/forms-api';
import { isCustomerAddressField } from '@job-intake/contracts/job-form/address';
import { computeProgress } from '@job-intake/contracts/job-form/progress';
import type { AnswerValue } from '@job-intake/contracts/jobs/job-events';
import { isEditable } from '@job-intake/contracts/jobs/job-status';
import { useCallback, useMemo, useState } from 'react';
import { useOwnerTargetOf } from './address-lookup/owner-target';
import type { JobFormBusy } from './job-form-busy';
import type { JobFormProps } from './job-form-types';
import { useAnswerDraft, useDraftSelection } from './use-answer-draft';
import { useDraftReporting } from './use-draft-reporting';
import { useJobFormActions } from './use-job-form-actions';
import { useJobFormFeedback } from './use-job-form-feedback';
import { useNewJobSubmit } from './use-new-job-submit';
import { useSaveAnswers } from './use-save-answers';
import { useSectionEditing } from './use-section-editing';
import { useVisibleSections } from './use-visible-sections';

/** The job form's state: the draft, what the status and viewer allow, and the actions. */
export function useJobForm(props: JobFormProps) {
  const { form, answers, status, viewer, mode = 'edit' } = props;
  const answerStore = useAnswerDraft(answers, props.initialEdits);
  const { setAnswer, discard, commit } = answerStore;
  const changedIds = useDraftSelection(answerStore, (state) => state.changedIds);
  const baseline = useDraftSelection(answerStore, (state) => state.baseline);
  const [busy, setBusy] = useState<JobFormBusy>(null);
  const feedback = useJobFormFeedback();

  // A guest's read-only form is a finished one: the link is complete or the job left open.
  const guestComplete = viewer === 'guest' && (status === 'pending' || mode === 'read-only');
  const canEdit = mode === 'edit' && (status === 'new' || isEditable(status)) && !guestComplete;
  const reviewing = canEdit && status === 'pending';
  const submits = status === 'new' || (viewer === 'guest' && Boolean(props.onSubmit));

  const sections = useVisibleSections(form, answerStore);
  const visibleFieldIds = useMemo(
    () => new Set(sections.flatMap((section) => section.fields.map((field) => field.id))),
    [sections],
  );
  const changed = changedIds.filter((id) => visibleFieldIds.has(id));
  const { check, save } = useSaveAnswers(props, answerStore, visibleFieldIds, feedback);
  const draft = () => answerStore.getState().draft;
  const newJob = useNewJobSubmit({
    onSubmit: props.onSubmit,
    initialConfigValues: props.initialConfigValues,
    checkVisible: () => check(Object.keys(draft()).filter((id) => visibleFieldIds.has(id))),
    remaining: () => computeProgress(form, draft()).remaining,
    feedback,
    setBusy,
    commit: (saved) => commit(saved, Object.keys(saved)),
  });
  const { configValues } = newJob;
  const dirty =
    changed.length > 0 ||
    (status === 'new' && (configValues.project_name !== '' || configValues.reference_no !== ''));
  const savedProgress = useMemo(() => computeProgress(form, baseline), [form, baseline]);
  useDraftReporting(props, dirty, answerStore, configValues);

  const editing = useSectionEditing({
    changed,
    save,
    discard: (ids) => {
      discard(ids);
      feedback.clear();
    },
    setBusy,
  });
  const sectionEditable = (section: SectionDto) =>
    canEdit &&
    (!reviewing || editing.editingSections.has(section.id)) &&
    !(viewer === 'guest' && section.readonly);

  const { fieldChanged } = feedback;
  const change = useCallback(
    (fieldId: string, value: AnswerValue) => {
      setAnswer(fieldId, value);
      fieldChanged(fieldId);
    },
    [setAnswer, fieldChanged],
  );
  const ownerTarget = useOwnerTargetOf(sections.filter(sectionEditable), answerStore, change);
  const actions = useJobFormActions({
    changed,
    save,
    onFinalize: props.onFinalize,
    feedback,
    setBusy,
  });

  return {
    ...newJob,
    ...editing,
    ...actions,
    busy,
    feedback,
    guestComplete,
    canEdit,
    reviewing,
    submits,
    sections,
    answerStore,
    dirty,
    canFinalize: savedProgress.percent === 100 && !dirty && busy === null,
    configFields: status === 'new' ? form.config.fields.filter((field) => field.active) : [],
    customerField: form.sections.flatMap((section) => section.fields).find(isCustomerAddressField),
    sectionEditable,
    change,
    ownerTarget,
  };
}

/** The form's state without the form element's ref, for the parts that render it. */
export type JobFormState = Omit<ReturnType<typeof useJobForm>, 'formRef'>;
