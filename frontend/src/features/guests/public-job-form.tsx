import type { PublicFormResponse } from '@job-intake/contracts/guests/guest-api';
import { CAPTCHA_INVALID } from '@job-intake/contracts/guests/guest-api';
import { useState } from 'react';
import { JobForm } from '../../shared/job-form/job-form';
import { LookupScopeProvider } from '../../shared/job-form/address-lookup/lookup-scope-provider';
import type { Answers, JobFormProps } from '../../shared/job-form/job-form-types';
import { CaptchaWidget } from '../../shared/captcha/captcha-widget';
import { useCreatePublicJobMutation } from './guest-api';
import { type PublicAttachment, PublicAttachments } from './public-attachments';

type Submission = Parameters<NonNullable<JobFormProps['onSubmit']>>[0];

const NO_ANSWERS: Answers = {};

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
}

/**
 * The public new-job form: the form's own fields, its sections, attachments uploaded before
 * submitting, and the captcha; Submit Form waits for a solved captcha. A refused submission
 * shows the server's message and asks for a new captcha (a token is good for one try).
 */
export function PublicJobForm({ publicForm, cntid, onCreated }: PublicJobFormProps) {
  const { appid, form, captcha } = publicForm;
  const [create] = useCreatePublicJobMutation();
  const [token, setToken] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const [files, setFiles] = useState<PublicAttachment[]>([]);

  async function submit(submission: Submission) {
    if (!token) throw CAPTCHA_INVALID;
    try {
      const created = await create({
        appid,
        cntid: cntid ?? null,
        project_name: submission.project_name || undefined,
        reference_no: submission.reference_no || undefined,
        recaptcha: token,
        answers: submission.answers,
        attachments: files.map((file) => file.id),
      }).unwrap();
      onCreated({
        uuid: created.uuid,
        project_name: submission.project_name,
        reference_no: submission.reference_no,
      });
    } catch (reason) {
      setToken(null);
      setCaptchaRound((round) => round + 1);
      throw reason;
    }
  }

  return (
    <LookupScopeProvider scope={{ kind: 'new', appid }}>
      <JobForm
        form={form}
        answers={NO_ANSWERS}
        status="new"
        viewer="guest"
        onSubmit={submit}
        attachments={<PublicAttachments appid={appid} files={files} onChange={setFiles} />}
        submitExtra={<CaptchaWidget key={captchaRound} config={captcha} onToken={setToken} />}
        submitDisabled={token === null}
      />
    </LookupScopeProvider>
  );
}
