import {
  FINALIZE,
  SAVE_CHANGES,
  SUBMIT_FORM,
  remainingMessage,
} from '@job-intake/contracts/job-form/messages';
import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { Button } from '../ui/button';
import type { JobFormBusy } from './job-form-busy';
import type { JobFormProps } from './job-form-types';
import styles from './job-form.module.css';

/**
 * Bootstrap's sticky utility: its z-index (--bs-zindex-sticky) is above every z-index Bootstrap
 * gives a focused control (an input group's focused input or button rises to 5), so no focused
 * input draws over the bar (issue 10, defect 8).
 */
export const STICKY_BAR_CLASS = 'sticky-bottom';

export const PROGRESS_LABEL = 'Form progress';

export interface FormFooterProps {
  progress: { percent: number; remaining: number };
  status: JobFormProps['status'];
  canEdit: boolean;
  busy: JobFormBusy;
  dirty: boolean;
  canFinalize: boolean;
  showFinalize: boolean;
  /** Submit Form: a new public job, or a guest's share link (after Save Changes). */
  showSubmit: boolean;
  onSave: () => void;
  onFinalize: () => void;
  submitExtra?: ReactNode;
  submitDisabled?: boolean;
  /** The outcome of the last action (saved, refused), shown where the buttons are. */
  children?: ReactNode;
}

/**
 * Remaining count and progress; Save Changes and Finalize (open), Submit Form (new, or a guest's
 * share link beside Save Changes).
 */
export function FormFooter(props: FormFooterProps) {
  const { progress, status, canEdit, busy } = props;
  return (
    <Card
      className={`${styles.footer} ${STICKY_BAR_CLASS} border-0 shadow-sm`}
      data-testid="job-form-footer"
    >
      <Card.Body className="d-flex flex-wrap align-items-center justify-content-between gap-3">
        <div className={`flex-grow-1 ${styles.progress}`}>
          {/* Told politely as required fields are filled or emptied. */}
          <div className="small mb-1" data-testid="remaining" role="status">
            {remainingMessage(progress.remaining)}
          </div>
          {/* The name goes on the bar itself: on the wrapper it is a prohibited attribute. */}
          <ProgressBar style={{ height: '1.1rem' }}>
            <ProgressBar
              now={progress.percent}
              label={`${progress.percent}%`}
              variant={progress.percent === 100 ? 'success' : undefined}
              aria-label={PROGRESS_LABEL}
            />
          </ProgressBar>
        </div>
        {canEdit && (
          <div
            className={`d-flex flex-wrap align-items-center gap-2 d-print-none ${styles.actions}`}
          >
            {status === 'open' && (
              <>
                <Button
                  variant="primary"
                  onClick={props.onSave}
                  disabled={busy !== null || !props.dirty}
                  busy={busy === 'save'}
                  spinnerClassName="me-1"
                >
                  {SAVE_CHANGES}
                </Button>
                {props.showFinalize && (
                  <Button
                    variant="success"
                    onClick={props.onFinalize}
                    disabled={!props.canFinalize}
                    busy={busy === 'finalize'}
                    spinnerClassName="me-1"
                  >
                    {FINALIZE}
                  </Button>
                )}
              </>
            )}
            {props.showSubmit && (
              <>
                {props.submitExtra}
                <Button
                  type="submit"
                  variant="primary"
                  disabled={busy !== null || props.submitDisabled}
                  busy={busy === 'submit'}
                  spinnerClassName="me-1"
                >
                  {SUBMIT_FORM}
                </Button>
              </>
            )}
          </div>
        )}
      </Card.Body>
      {props.children}
    </Card>
  );
}
