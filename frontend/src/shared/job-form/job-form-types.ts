import type { FieldDto, FormConfig, FormSnapshot } from '@job-intake/contracts/forms/forms-api';
import type { CustomerPresetDto } from '@job-intake/contracts/job-form/customers';
import type { AnswerValue } from '@job-intake/contracts/jobs/job-events';
import type { JobStatus } from '@job-intake/contracts/jobs/job-status';
import type { ProviderLocation } from '@job-intake/contracts/provider/provider-api';
import type { ReactNode } from 'react';

export type Answers = Record<string, AnswerValue>;

/** Who looks at the form: a signed-in staff user, or a guest on /link or /new. */
type JobFormViewer = 'staff' | 'guest';

/** edit: the status decides what can be changed; read-only: nothing can (e.g. time travel). */
type JobFormMode = 'edit' | 'read-only';

/** What Submit Form hands over for a new (public) job; also what a kept draft holds. */
export interface JobFormSubmission {
  answers: Answers;
  /** The form's configurable fields (Project Name, Customer Reference #), when active. */
  project_name: string;
  reference_no: string;
}

/**
 * The job form, API-free: the page that renders it loads the job, passes what it needs and
 * performs the calls. Every callback may return a promise; a rejected promise shows its message
 * (an RTK Query error's server message, an Error's message or a string) and keeps the user's
 * input.
 */
export interface JobFormProps {
  /** The pinned form version the job renders from (JobDetail.form). */
  form: FormSnapshot;
  /** The saved answers (answerData), keyed by field id. */
  answers: Answers;
  /** 'new' for a public new-job form (Submit Form), else the job's status. */
  status: JobStatus;
  viewer: JobFormViewer;
  mode?: JobFormMode;
  /**
   * Save Changes (open jobs) and a pending section's Save with several changes: the changed
   * answers of visible sections. Resolve with the server's answer ({ answerData }) or nothing;
   * a `notice` in it is said instead of FORM_SAVED_MESSAGE.
   */
  onSaveAnswers?: (answers: Answers) => Promise<unknown> | void;
  /**
   * A pending section's Save with exactly one change (POST /job/{id}/field). On failure the old
   * value is restored.
   */
  onSingleFieldUpdate?: (fieldId: string, value: AnswerValue) => Promise<unknown> | void;
  /** Finalize (open jobs): enabled at 100% with no unsaved changes. */
  onFinalize?: () => Promise<unknown> | void;
  /**
   * Submit Form, called after native validation passes: a new public job (status 'new'), or a
   * guest's answers on a share link (shown beside Save Changes, instead of Finalize).
   */
  onSubmit?: (submission: JobFormSubmission) => Promise<unknown> | void;
  /** Told whenever the form gains or loses unsaved changes (to block navigation). */
  onDirtyChange?: (dirty: boolean) => void;
  /**
   * A draft the page keeps itself (the public form keeps one on the device): told every change of
   * the answers and of the form's own fields. While it is given, leaving the page loses nothing,
   * so the browser's leave prompt is not shown.
   */
  onDraftChange?: (draft: JobFormSubmission) => void;
  /**
   * Answers typed before and kept by the page (a guest's phone), shown as unsaved edits on top of
   * `answers` as the form opens.
   */
  initialEdits?: Answers;
  /** A new job's Project Name and Customer Reference # as the form opens (a restored draft). */
  initialConfigValues?: Pick<JobFormSubmission, 'project_name' | 'reference_no'>;
  /** The Attachments card's content (the page's drop zone and list). */
  attachments?: ReactNode;
  /** False: no Attachments card nor its quick link (a guest on a share link cannot upload). */
  showAttachments?: boolean;
  /** Customer presets for the auto-fill in the customer section (GET /customers). */
  customers?: readonly CustomerPresetDto[];
  /** The company's provider locations; only ACTIVE ones are listed in the auto-fill. */
  locations?: readonly ProviderLocation[];
  /** The company's label for the auto-fill (default 'Customer Auto-fill'). */
  autofillLabel?: string;
  /** Content shown above the submit button of a new job (e.g. the captcha). */
  submitExtra?: ReactNode;
  /** Keeps Submit Form disabled (e.g. until the captcha is solved). */
  submitDisabled?: boolean;
}

/** One field of the job form as FieldRow shows it. */
export interface FieldRowProps {
  field: FieldDto;
  value: AnswerValue | undefined;
  editable: boolean;
  onChange: (value: AnswerValue) => void;
  config: Pick<FormConfig, 'allow_none' | 'allow_same_as'>;
  customerField: FieldDto | undefined;
  customerValue: AnswerValue | undefined;
  /** A message naming what is wrong with the value (shown under the input). */
  error?: string;
}
