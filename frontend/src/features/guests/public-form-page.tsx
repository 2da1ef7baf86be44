import { PUBLIC_FORM_NOT_FOUND } from '@job-intake/contracts/guests/guest-api';
import { useState } from 'react';
import { useParams } from 'react-router';
import { LoadingState } from '../../shared/components/loading-state';
import { useGetPublicFormQuery } from './guest-api';
import { GuestNotice } from './guest-notice';
import { loadFailureText } from './load-failure-text';
import { GuestPageHeader } from './guest-page-header';
import { JOB_CREATED_TITLE, PublicJobCreated } from './public-job-created';
import { type CreatedPublicJob, PublicJobForm } from './public-job-form';

const FORM_FAILURES = { 404: PUBLIC_FORM_NOT_FOUND };
export const NEW_JOB_TITLE = 'New Job';

/**
 * /new/{appid} and /new/{appid}/{cntid}: anyone creates a job on a company's public form (the
 * form variant's uuid is the appid; a cntid names the user who becomes its creator), behind a
 * captcha; then the 'Job Created' page.
 */
export function PublicFormPage() {
  const { appid = '', cntid } = useParams();
  const { data, error, isLoading } = useGetPublicFormQuery({ appid, cntid });
  const [created, setCreated] = useState<CreatedPublicJob | null>(null);

  if (isLoading) return <LoadingState label="Loading the form…" />;
  if (!data) {
    return <GuestNotice title={NEW_JOB_TITLE}>{loadFailureText(error, FORM_FAILURES)}</GuestNotice>;
  }
  return (
    <>
      <GuestPageHeader
        variant={data.form_variant}
        title={created ? JOB_CREATED_TITLE : NEW_JOB_TITLE}
      />
      {created ? (
        <PublicJobCreated
          job={created}
          configFields={data.form.config.fields.filter((field) => field.active)}
          onAnother={() => setCreated(null)}
        />
      ) : (
        <PublicJobForm publicForm={data} cntid={cntid} onCreated={setCreated} />
      )}
    </>
  );
}
