import { GUEST_LINK_CLOSED, GUEST_LINK_NOT_FOUND } from '@job-intake/contracts/guests/guest-api';
import { useParams } from 'react-router';
import { LoadingState } from '../../shared/components/loading-state';
import { JobForm } from '../../shared/job-form/job-form';
import { LookupScopeProvider } from '../../shared/job-form/address-lookup/lookup-scope-provider';
import { useGetGuestLinkQuery, useSaveGuestResultsMutation } from './guest-api';
import { GuestNotice } from './guest-notice';
import { loadFailureText } from './load-failure-text';
import { GuestPageHeader } from './guest-page-header';

const TITLE = 'Job form';
const LINK_FAILURES = { 404: GUEST_LINK_NOT_FOUND, 403: GUEST_LINK_CLOSED };

/**
 * /link/{uuid}: a guest fills the sections a share link names, in the job form staff use. Save
 * Changes keeps a draft (the guest can come back), Submit Form completes the link; a complete
 * link, or a job no longer open, is read-only with 'Form Submission is complete!'. An expired
 * link shows only why (the server's closed_message) and the company that sent it.
 */
export function GuestLinkPage() {
  const uuid = useParams().uuid ?? '';
  const { data, error, isLoading } = useGetGuestLinkQuery(uuid);
  const [save] = useSaveGuestResultsMutation();

  if (isLoading) return <LoadingState label="Loading the form…" />;
  if (!data) {
    return <GuestNotice title={TITLE}>{loadFailureText(error, LINK_FAILURES)}</GuestNotice>;
  }
  if (data.closed_message) {
    return (
      <GuestNotice title={TITLE} company={data.company}>
        {data.closed_message}
      </GuestNotice>
    );
  }
  return (
    <>
      <GuestPageHeader company={data.company} variant={data.form_variant} title={data.job.name} />
      <LookupScopeProvider scope={{ kind: 'link', uuid }}>
        <JobForm
          form={data.form}
          answers={data.answerData}
          status={data.job.status}
          viewer="guest"
          mode={data.read_only ? 'read-only' : 'edit'}
          showAttachments={false}
          onSaveAnswers={(answers) => save({ uuid, answers, submit: false }).unwrap()}
          onSubmit={({ answers }) => save({ uuid, answers, submit: true }).unwrap()}
        />
      </LookupScopeProvider>
    </>
  );
}
