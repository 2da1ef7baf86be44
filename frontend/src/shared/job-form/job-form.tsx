import { COMPANY_STYLE_SCOPE } from '@job-intake/contracts/identity/company-style';
import { FORM_SUBMISSION_COMPLETE } from '@job-intake/contracts/job-form/messages';
import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import type { JobFormProps } from './job-form-types';
import styles from './job-form.module.css';
import touch from './touch-targets.module.css';
import { attachmentsAnchor } from './anchors';
import { JobFormAttachmentsCard } from './job-form-attachments-card';
import { JobFormConfigFields } from './job-form-config-fields';
import { CompanyStyleSheet } from './company-style-sheet';
import { JobFormNotice } from './job-form-notice';
import { ProgressFooter } from './job-form-progress-footer';
import { JobFormSections } from './job-form-sections';
import { NoFormData } from './no-form-data';
import { QuickNav } from './quick-nav';
import { useJobForm } from './use-job-form';
import { useMediaQuery } from '../hooks/use-media-query';

/** Bootstrap's lg breakpoint: below it, one column without the section list. */
const WITH_SECTION_LIST = '(min-width: 992px)';

/**
 * The job form (spec section 2, "Job form"): the pinned form's sections as cards with a quick
 * navigation list, every field type with its input rules, 'Required' badges, the remaining
 * count and progress, and — by status and viewer — Save Changes and Finalize (open), a pencil
 * with Save and Cancel per section (pending, staff), Submit Form (new), or a read-only view
 * ('Form Submission is complete!' for a guest on a pending job). Printing shows every visible
 * section with its answers and no controls.
 */
export function JobForm(props: JobFormProps) {
  const { form, status } = props;
  const { formRef, ...state } = useJobForm(props);
  const { configFields, feedback } = state;
  const topId = useId();
  const showAttachments = props.showAttachments !== false;
  // Not drawn at all on a phone, rather than hidden: a guest's page has less to draw.
  const withSectionList = useMediaQuery(WITH_SECTION_LIST);

  return (
    <div
      className={`${styles.jobForm} ${touch.touch} ${COMPANY_STYLE_SCOPE}`}
      id={topId}
      data-testid="job-form"
    >
      <CompanyStyleSheet companyId={form.company_id} />
      <div role="status">
        {state.guestComplete && (
          // The status region announces it when a guest's submission completes the form.
          <Alert variant="success" className="fw-semibold" transition={false} role={undefined}>
            {FORM_SUBMISSION_COMPLETE}
          </Alert>
        )}
      </div>
      <Row className="g-4">
        {withSectionList && (
          <Col lg={3} className={`${styles.navColumn} d-print-none`}>
            <QuickNav sections={state.sections} topId={topId} showAttachments={showAttachments} />
          </Col>
        )}
        <Col lg={9} className={styles.main}>
          <form
            ref={formRef}
            noValidate
            onSubmit={(event) =>
              state.submits ? void state.submitNew(event) : event.preventDefault()
            }
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
                values={state.configValues}
                onChange={state.setConfigValue}
              />
            )}
            <JobFormSections form={form} state={state} formProps={props} />
            {showAttachments && (
              <JobFormAttachmentsCard id={attachmentsAnchor(topId)}>
                {props.attachments}
              </JobFormAttachmentsCard>
            )}
            {form.footnote && (
              <p className={`${styles.footnote} small text-body-secondary`}>{form.footnote}</p>
            )}
            <ProgressFooter
              form={form}
              answers={state.answerStore}
              status={status}
              canEdit={state.canEdit}
              busy={state.busy}
              dirty={state.dirty}
              canFinalize={state.canFinalize}
              showFinalize={Boolean(props.onFinalize)}
              showSubmit={state.submits}
              onSave={() => void state.saveChanges()}
              onFinalize={() => void state.finalize()}
              submitExtra={props.submitExtra}
              submitDisabled={props.submitDisabled}
            >
              <JobFormNotice notice={feedback.notice} onClose={feedback.clearNotice} />
            </ProgressFooter>
          </form>
        </Col>
      </Row>
    </div>
  );
}
