import type { SectionDto } from '@job-intake/contracts/forms/forms-api';
import { COMPANY_STYLE_SCOPE } from '@job-intake/contracts/identity/company-style';
import { isCustomerAddressField } from '@job-intake/contracts/job-form/address';
import { FORM_SUBMISSION_COMPLETE } from '@job-intake/contracts/job-form/messages';
import { computeProgress } from '@job-intake/contracts/job-form/progress';
import type { AnswerValue } from '@job-intake/contracts/jobs/job-events';
import { isEditable } from '@job-intake/contracts/jobs/job-status';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { errorText } from './error-text';
import type { JobFormProps } from './job-form-types';
import styles from './job-form.module.css';
import touch from './touch-targets.module.css';
import { attachmentsAnchor } from './anchors';
import { OwnerTargetContext, useOwnerTargetOf } from './address-lookup/owner-target';
import type { JobFormBusy } from './job-form-busy';
import { JobFormAttachmentsCard } from './job-form-attachments-card';
import { JobFormConfigFields } from './job-form-config-fields';
import { FormFooter } from './job-form-footer';
import { CompanyStyleSheet } from './company-style-sheet';
import { JobFormNotice } from './job-form-notice';
import { NoFormData } from './no-form-data';
import { JobFormSectionFields } from './job-form-section-fields';
import { SectionCard } from './job-form-section-card';
import { QuickNav } from './quick-nav';
import { useAnswerDraft } from './use-answer-draft';
import { useJobFormFeedback } from './use-job-form-feedback';
import { useSaveAnswers } from './use-save-answers';
import { useSectionEditing } from './use-section-editing';
import { useVisibleSections } from './use-visible-sections';
import { useLeavePrompt } from './use-leave-prompt';
import { useNewJobSubmit } from './use-new-job-submit';

export const FINALIZE_ERROR = 'The job could not be finalized. Please try again.';

/**
 * The job form (spec section 2, "Job form"): the pinned form's sections as cards with a quick
 * navigation list, every field type with its input rules, 'Required' badges, the remaining
 * count and progress, and — by status and viewer — Save Changes and Finalize (open), a pencil
 * with Save and Cancel per section (pending, staff), Submit Form (new), or a read-only view
 * ('Form Submission is complete!' for a guest on a pending job). Printing shows every visible
 * section with its answers and no controls.
 */
export function JobForm(props: JobFormProps) {
  const { form, answers, status, viewer, mode = 'edit' } = props;
  const answerDraft = useAnswerDraft(answers);
  const { baseline, draft, changedIds, setAnswer, discard, commit } = answerDraft;
  const [busy, setBusy] = useState<JobFormBusy>(null);
  const feedback = useJobFormFeedback();
  const topId = useId();

  // A guest's read-only form is a finished one: the link is complete or the job left open.
  const guestComplete = viewer === 'guest' && (status === 'pending' || mode === 'read-only');
  const canEdit = mode === 'edit' && (status === 'new' || isEditable(status)) && !guestComplete;
  const reviewing = canEdit && status === 'pending';
  const submits = status === 'new' || (viewer === 'guest' && Boolean(props.onSubmit));

  const sections = useVisibleSections(form, draft);
  const visibleFieldIds = useMemo(
    () => new Set(sections.flatMap((section) => section.fields.map((field) => field.id))),
    [sections],
  );
  const changed = changedIds.filter((id) => visibleFieldIds.has(id));
  const progress = computeProgress(form, draft);
  const { check, save } = useSaveAnswers(props, answerDraft, visibleFieldIds, feedback);
  const { formRef, configValues, setConfigValue, submitNew } = useNewJobSubmit({
    onSubmit: props.onSubmit,
    initialConfigValues: props.initialConfigValues,
    checkVisible: () => check(Object.keys(draft).filter((id) => visibleFieldIds.has(id))),
    remaining: progress.remaining,
    feedback,
    setBusy,
    commit: (saved) => commit(saved, Object.keys(saved)),
  });
  const dirty =
    changed.length > 0 ||
    (status === 'new' && (configValues.project_name !== '' || configValues.reference_no !== ''));
  const savedProgress = useMemo(() => computeProgress(form, baseline), [form, baseline]);
  const customerField = useMemo(
    () => form.sections.flatMap((section) => section.fields).find(isCustomerAddressField),
    [form],
  );

  const { onDirtyChange, onDraftChange } = props;
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
  useLeavePrompt(dirty && !onDraftChange);
  useEffect(() => {
    onDraftChange?.({ answers: draft, ...configValues });
  }, [draft, configValues, onDraftChange]);

  const { editingSections, startEditing, saveSection, cancelSection } = useSectionEditing({
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
    (!reviewing || editingSections.has(section.id)) &&
    !(viewer === 'guest' && section.readonly);

  const { fieldChanged } = feedback;
  const change = useCallback(
    (fieldId: string, value: AnswerValue) => {
      setAnswer(fieldId, value);
      fieldChanged(fieldId);
    },
    [setAnswer, fieldChanged],
  );
  const ownerTarget = useOwnerTargetOf(sections.filter(sectionEditable), draft, change);

  async function saveChanges() {
    if (changed.length === 0) return;
    setBusy('save');
    await save(changed, false);
    setBusy(null);
  }

  async function finalize() {
    setBusy('finalize');
    feedback.clearNotice();
    try {
      await props.onFinalize?.();
    } catch (reason) {
      feedback.failed(errorText(reason, FINALIZE_ERROR));
    }
    setBusy(null);
  }

  const configFields = status === 'new' ? form.config.fields.filter((field) => field.active) : [];
  const canFinalize = savedProgress.percent === 100 && !dirty && busy === null;

  return (
    <div
      className={`${styles.jobForm} ${touch.touch} ${COMPANY_STYLE_SCOPE}`}
      id={topId}
      data-testid="job-form"
    >
      <CompanyStyleSheet companyId={form.company_id} />
      <div role="status">
        {guestComplete && (
          // The status region announces it when a guest's submission completes the form.
          <Alert variant="success" className="fw-semibold" transition={false} role={undefined}>
            {FORM_SUBMISSION_COMPLETE}
          </Alert>
        )}
      </div>
      <Row className="g-4">
        <Col lg={3} className={`${styles.navColumn} d-print-none`}>
          <QuickNav
            sections={sections}
            topId={topId}
            showAttachments={props.showAttachments !== false}
          />
        </Col>
        <Col lg={9} className={styles.main}>
          <form
            ref={formRef}
            noValidate
            onSubmit={(event) => (submits ? void submitNew(event) : event.preventDefault())}
            aria-label="Job form"
          >
            {(form.title || form.message) && (
              <header className="mb-3">
                {form.title && <h2 className="h4 mb-2">{form.title}</h2>}
                {form.message && <p className={`${styles.message} mb-0`}>{form.message}</p>}
              </header>
            )}
            {form.sections.length === 0 && configFields.length === 0 && <NoFormData />}
            {configFields.length > 0 && (
              <JobFormConfigFields
                fields={configFields}
                values={configValues}
                onChange={setConfigValue}
              />
            )}
            <OwnerTargetContext.Provider value={ownerTarget}>
              {sections.map((section) => (
                <SectionCard
                  key={section.id}
                  section={section}
                  editable={sectionEditable(section)}
                  showPencil={reviewing && !(viewer === 'guest' && section.readonly)}
                  editing={editingSections.has(section.id)}
                  saving={typeof busy === 'object' && busy?.section === section.id}
                  onEdit={() => startEditing(section)}
                  onSave={() => void saveSection(section)}
                  onCancel={() => cancelSection(section)}
                >
                  <JobFormSectionFields
                    section={section}
                    editable={sectionEditable(section)}
                    draft={draft}
                    config={form.config}
                    customerField={customerField}
                    fieldErrors={feedback.fieldErrors}
                    autofill={props}
                    onChange={change}
                  />
                </SectionCard>
              ))}
            </OwnerTargetContext.Provider>
            {props.showAttachments !== false && (
              <JobFormAttachmentsCard id={attachmentsAnchor(topId)}>
                {props.attachments}
              </JobFormAttachmentsCard>
            )}
            {form.footnote && (
              <p className={`${styles.footnote} small text-body-secondary`}>{form.footnote}</p>
            )}
            <FormFooter
              progress={progress}
              status={status}
              canEdit={canEdit}
              busy={busy}
              dirty={dirty}
              canFinalize={canFinalize}
              showFinalize={Boolean(props.onFinalize)}
              showSubmit={submits}
              onSave={() => void saveChanges()}
              onFinalize={() => void finalize()}
              submitExtra={props.submitExtra}
              submitDisabled={props.submitDisabled}
            >
              <JobFormNotice notice={feedback.notice} onClose={feedback.clearNotice} />
            </FormFooter>
          </form>
        </Col>
      </Row>
    </div>
  );
}
