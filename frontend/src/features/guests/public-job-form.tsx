import type { PublicFormResponse } from '@job-intake/contracts/guests/guest-api';
import { CAPTCHA_INVALID } from '@job-intake/contracts/guests/guest-api';
import { useCallback, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { JobForm } from '../../shared/job-form/job-form';
import { LookupScopeProvider } from '../../shared/job-form/address-lookup/lookup-scope-provider';
import type {
  Answers,
  JobFormProps,
  JobFormSubmission,
} from '../../shared/job-form/job-form-types';
import { CaptchaWidget } from '../../shared/captcha/captcha-widget';
import { useCreatePublicJobMutation } from './guest-api';
import { type AttachmentsProgress } from './photos/attachments-progress';
import { PublicAttachments } from './public-attachments';
import { usePublicFormProof } from './public-form-proof';

type Submission = Parameters<NonNullable<JobFormProps['onSubmit']>>[0];

const NO_ANSWERS: Answers = {};
export const VERIFIED = 'Captcha solved: you can attach files and submit the form.';

/** What the Job Created page shows of the new job. */
export interface CreatedPublicJob {
  uuid: string;
  project_name: string;
  reference_no: string;
}

interface PublicJobFormProps {
  publicForm: PublicFormResponse;
  cntid: string | undefined;
  onCreated: (job: CreatedPublicJob) => void;
  /** The draft kept on this device that the form opens with, if any. */
  restored: JobFormSubmission | null;
  onDraftChange: (draft: JobFormSubmission) => void;
}

/**
 * The public new-job form: the form's own fields, its sections, attachments uploaded before
 * submitting, and the captcha, solved once for both; uploads and Submit Form wait for it. A
 * refused submission shows the server's message and asks for a new captcha (it is good for one
 * try).
 */
export function PublicJobForm(props: PublicJobFormProps) {
  const { publicForm, cntid, onCreated, restored } = props;
  const { appid, form, captcha } = publicForm;
  const [create] = useCreatePublicJobMutation();
  const proof = usePublicFormProof(appid);
  const [attached, setAttached] = useState<AttachmentsProgress>({ files: [], waitFor: null });
  const onAttachmentsChange = useCallback(
    (progress: AttachmentsProgress) => setAttached(progress),
    [],
  );

  async function submit(submission: Submission) {
    if (!proof.grant) throw CAPTCHA_INVALID;
    try {
      const created = await create({
        appid,
        cntid: cntid ?? null,
        project_name: submission.project_name || undefined,
        reference_no: submission.reference_no || undefined,
        recaptcha: proof.grant,
        answers: submission.answers,
        attachments: attached.files.map((file) => file.id),
      }).unwrap();
      onCreated({
        uuid: created.uuid,
        project_name: submission.project_name,
        reference_no: submission.reference_no,
      });
    } catch (reason) {
      proof.reset();
      throw reason;
    }
  }

  return (
    <LookupScopeProvider scope={{ kind: 'new', appid }}>
      <JobForm
        form={form}
        answers={restored?.answers ?? NO_ANSWERS}
        initialConfigValues={
          restored
            ? { project_name: restored.project_name, reference_no: restored.reference_no }
            : undefined
        }
        onDraftChange={props.onDraftChange}
        status="new"
        viewer="guest"
        onSubmit={submit}
        attachments={
          <PublicAttachments appid={appid} proof={proof} onChange={onAttachmentsChange} />
        }
        submitExtra={
          <>
            {proof.grant ? (
              <Form.Text>{VERIFIED}</Form.Text>
            ) : (
              <CaptchaWidget key={proof.round} config={captcha} onToken={proof.onToken} />
            )}
            {attached.waitFor && <Form.Text className="d-block">{attached.waitFor}</Form.Text>}
          </>
        }
        submitDisabled={proof.grant === null || attached.waitFor !== null}
      />
    </LookupScopeProvider>
  );
}
