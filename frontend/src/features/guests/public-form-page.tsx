import type { PublicFormResponse } from '@job-intake/contracts/guests/guest-api';
import { PUBLIC_FORM_NOT_FOUND } from '@job-intake/contracts/guests/guest-api';
import { useEffect, useState } from 'react';
import { LoadingState } from '../../shared/components/loading-state';
import { useGetPublicFormQuery } from './guest-api';
import { GUEST_FORM_LOADING } from './guest-loading';
import { GuestNotice } from './guest-notice';
import { loadFailureText } from './load-failure-text';
import { GuestPageHeader } from './guest-page-header';
import { PublicFormDraftBar } from './public-form-draft/public-form-draft-bar';
import { usePublicFormDraft } from './public-form-draft/use-public-form-draft';
import { JOB_CREATED_TITLE, PublicJobCreated } from './public-job-created';
import { type CreatedPublicJob, PublicJobForm } from './public-job-form';

const FORM_FAILURES = { 404: PUBLIC_FORM_NOT_FOUND };
export const NEW_JOB_TITLE = 'New Job';

/**
 * /new/{appid} and /new/{appid}/{cntid}: anyone creates a job on a company's public form (the
 * form variant's uuid is the appid; a cntid names the user who becomes its creator), behind a
 * captcha; then the 'Job Created' page.
 */
export function PublicFormPage({ appid, cntid }: { appid: string; cntid?: string }) {
  const { data, error, isLoading } = useGetPublicFormQuery({ appid, cntid });

  if (isLoading) return <LoadingState label={GUEST_FORM_LOADING} />;
  if (!data) {
    return <GuestNotice title={NEW_JOB_TITLE}>{loadFailureText(error, FORM_FAILURES)}</GuestNotice>;
  }
  return <LoadedPublicForm publicForm={data} cntid={cntid} />;
}

interface LoadedPublicFormProps {
  publicForm: PublicFormResponse;
  cntid: string | undefined;
}

/**
 * The form with the draft kept on this device (restored when the guest comes back, forgotten on
 * submit or Start over), or 'Job Created'.
 */
function LoadedPublicForm({ publicForm, cntid }: LoadedPublicFormProps) {
  const [created, setCreated] = useState<CreatedPublicJob | null>(null);
  const draft = usePublicFormDraft(publicForm.appid, publicForm.form);
  // Start over empties the form by mounting a new one.
  const [formRound, setFormRound] = useState(0);
  const { clear } = draft;
  // Once the job is created the form is gone, so nothing keeps the draft again after this.
  useEffect(() => {
    if (created) clear();
  }, [created, clear]);

  return (
    <>
      <GuestPageHeader
        company={publicForm.company}
        variant={publicForm.form_variant}
        title={created ? JOB_CREATED_TITLE : NEW_JOB_TITLE}
      />
      {created ? (
        <PublicJobCreated
          job={created}
          configFields={publicForm.form.config.fields.filter((field) => field.active)}
          onAnother={() => setCreated(null)}
        />
      ) : (
        <>
          <PublicFormDraftBar
            state={draft.state}
            onStartOver={() => {
              clear();
              setFormRound((round) => round + 1);
            }}
          />
          <PublicJobForm
            key={formRound}
            publicForm={publicForm}
            cntid={cntid}
            onCreated={setCreated}
            restored={draft.restored}
            onDraftChange={draft.keep}
          />
        </>
      )}
    </>
  );
}
