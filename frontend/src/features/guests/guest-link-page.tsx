import { GUEST_LINK_CLOSED, GUEST_LINK_NOT_FOUND } from '@job-intake/contracts/guests/guest-api';
import { LoadingState } from '../../shared/components/loading-state';
import { JobForm } from '../../shared/job-form/job-form';
import { LookupScopeProvider } from '../../shared/job-form/address-lookup/lookup-scope-provider';
import { useGetGuestLinkQuery } from './guest-api';
import { GUEST_FORM_LOADING } from './guest-loading';
import { GuestNotice } from './guest-notice';
import { loadFailureText } from './load-failure-text';
import { GuestPageHeader } from './guest-page-header';
import { ConflictPanel } from './offline/conflicts/conflict-panel';
import { SaveStatusLine } from './offline/status/save-status-line';
import { useGuestAnswers } from './offline/use-guest-answers';

const TITLE = 'Job form';
const LINK_FAILURES = { 404: GUEST_LINK_NOT_FOUND, 403: GUEST_LINK_CLOSED };

/**
 * /link/{uuid}: a guest fills the sections a share link names, in the job form staff use. Save
 * Changes keeps a draft (the guest can come back), Submit Form completes the link; a complete
 * link, or a job no longer open, is read-only with 'Form Submission is complete!'. An expired
 * link shows only why (the server's closed_message) and the company that sent it. The answers
 * are kept on the phone as they are typed and sent when there is a connection (useGuestAnswers);
 * a field someone else changed meanwhile is the guest's choice (ConflictPanel).
 */
export function GuestLinkPage({ uuid }: { uuid: string }) {
  const { data, error, isLoading } = useGetGuestLinkQuery(uuid);
  const guest = useGuestAnswers(uuid, data);

  if (isLoading || (data && !guest.ready)) return <LoadingState label={GUEST_FORM_LOADING} />;
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
      <ConflictPanel
        form={data.form}
        conflicts={guest.conflicts}
        onKeepMine={guest.keepMine}
        onUseTheirs={guest.takeTheirs}
      />
      <LookupScopeProvider scope={{ kind: 'link', uuid }}>
        <JobForm
          key={guest.form.key}
          form={data.form}
          answers={guest.answers}
          initialEdits={guest.form.initialEdits}
          status={data.job.status}
          viewer="guest"
          mode={data.read_only ? 'read-only' : 'edit'}
          showAttachments={false}
          onDraftChange={guest.onDraftChange}
          onSaveAnswers={guest.saveChanges}
          onSubmit={guest.submit}
          submitExtra={
            data.read_only ? undefined : (
              <SaveStatusLine
                state={guest.state}
                lastSentAt={guest.lastSentAt}
                message={guest.refusal ?? guest.retryMessage}
              />
            )
          }
        />
      </LookupScopeProvider>
    </>
  );
}
