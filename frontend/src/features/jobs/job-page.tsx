import { isEditable } from '@job-intake/contracts/jobs/job-status';
import type { JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { Link, Navigate, useParams } from 'react-router';
import {
  useCanChangeJobs,
  userHasPermission,
  userMayRead,
  useSessionUser,
} from '../../shared/api/auth-slice';
import { LoadingState } from '../../shared/components/loading-state';
import { useSelectedTab } from '../../shared/hooks/use-selected-tab';
import { useTabParam } from '../../shared/hooks/use-tab-param';
import { LookupScopeProvider } from '../../shared/job-form/address-lookup/lookup-scope-provider';
import touch from '../../shared/job-form/touch-targets.module.css';
import { WhoLooked } from './access-log/who-looked';
import { HistoryTab } from './history-tab';
import { JobStatsSummary } from './job-stats/job-stats-summary';
import { SettingsIcon } from 'lucide-react';
import { JobDataTab } from './job-data-tab';
import { DEFAULT_JOB_LIST_PATH, findJobListByStatus } from './job-lists';
import { JobSettingsPanel } from './job-settings-panel';
import { JobStatusBadge } from './job-status-badge';
import { useGetJobCompanyQuery, useGetJobQuery } from './jobs-api';
import type { JobsPageNotice } from './redirect-notice';
import { LeaveGuardDialog } from './leave-guard-dialog';
import { NotesTab } from './notes-tab';
import { useJobLiveUpdates } from './live-updates/use-job-live-updates';
import { ShareTab } from './share/share-tab';
import { useLeaveGuard } from './use-leave-guard';

/** Spec section 8: a job that fails to load sends the user back to the job lists. */
const LOAD_ERROR: JobsPageNotice = {
  error: 'Error Loading Job Form Information. Please contact an Admin for support.',
};

const TABS = ['settings', 'data', 'share', 'history', 'notes'] as const;
type JobTab = (typeof TABS)[number];

/** /job/:id */
export function JobPage() {
  const { id } = useParams();
  const { data: job, isError } = useGetJobQuery(id ?? skipToken);
  if (isError) return <Navigate to={DEFAULT_JOB_LIST_PATH} replace state={LOAD_ERROR} />;
  if (!job) return <LoadingState label="Loading job…" />;
  return <JobView job={job} />;
}

function JobView({ job }: { job: JobDetail }) {
  const user = useSessionUser();
  const companyId = user?.memberships[0]?.company.id;
  const { data: company } = useGetJobCompanyQuery(companyId ?? '', {
    skip: !companyId || !userHasPermission(user, 'company'),
  });
  const [settingsDirty, setSettingsDirty] = useState(false);
  const [formDirty, setFormDirty] = useState(false);
  const blocker = useLeaveGuard(settingsDirty || formDirty);
  useJobLiveUpdates(job.id, job.revision);
  const canSeeHistory = userMayRead(user, 'project_history');
  const list = findJobListByStatus(job.status);
  // Settings and Share are there only while the job can still be changed (open or in Review),
  // and not for an auditor, who changes nothing.
  const canChange = useCanChangeJobs();
  const showSettings = canChange && isEditable(job.status);
  const available = TABS.filter(
    (key) =>
      (key !== 'settings' || showSettings) &&
      (key !== 'share' || showSettings) &&
      (key !== 'history' || canSeeHistory),
  );
  const [tab, select] = useTabParam<JobTab>(available, 'data');
  const tabsId = `job-${job.id}-tabs`;
  useSelectedTab(tabsId, tab);

  return (
    <div className={touch.touch}>
      <Link
        to={list?.path ?? DEFAULT_JOB_LIST_PATH}
        className="d-inline-block py-2 mb-2 small text-decoration-none d-print-none"
      >
        ← Back to {list?.title ?? 'Jobs'}
      </Link>
      <header className="d-flex flex-wrap align-items-center gap-3 mb-4">
        {job.form_variant?.logo_url && (
          <img
            src={job.form_variant.logo_url}
            alt={job.form_variant.title}
            style={{ maxHeight: '2.75rem', maxWidth: '9rem', objectFit: 'contain' }}
          />
        )}
        <div style={{ minWidth: 0 }}>
          <div className="d-flex flex-wrap align-items-center gap-2">
            <h1 className="h3 mb-0 text-break">{job.name}</h1>
            <JobStatusBadge status={job.status} />
          </div>
          <div className="small text-body-secondary">
            {[job.reference_no, job.form.name, job.location_desc].filter(Boolean).join(' · ')}
          </div>
        </div>
      </header>
      <Tabs activeKey={tab} onSelect={select} className="mb-4 d-print-none" id={tabsId}>
        {showSettings && (
          <Tab
            eventKey="settings"
            title={
              <span className="d-inline-flex align-items-center gap-1">
                <SettingsIcon /> Settings
              </span>
            }
          >
            <JobSettingsPanel
              job={job}
              referenceLabel={company?.reference_label}
              onDirtyChange={setSettingsDirty}
            />
          </Tab>
        )}
        <Tab eventKey="data" title="Job Data">
          <LookupScopeProvider scope={{ kind: 'staff' }}>
            <JobDataTab
              job={job}
              autofillLabel={company?.autofill_label}
              onDirtyChange={setFormDirty}
            />
          </LookupScopeProvider>
        </Tab>
        {showSettings && (
          <Tab eventKey="share" title="Share" mountOnEnter>
            <ShareTab job={job} />
          </Tab>
        )}
        {canSeeHistory && (
          <Tab eventKey="history" title="History" mountOnEnter>
            <JobStatsSummary jobId={job.id} />
            <HistoryTab job={job} />
            <WhoLooked jobId={job.id} />
          </Tab>
        )}
        <Tab eventKey="notes" title={`Notes (${job.notes_total})`} mountOnEnter>
          <NotesTab job={job} />
        </Tab>
      </Tabs>
      <LeaveGuardDialog blocker={blocker} />
    </div>
  );
}
