import { formatCurrency } from '@job-intake/contracts/formatting/currency';
import { formatDate } from '@job-intake/contracts/formatting/dates';
import { NO_CONTACT_SET } from '@job-intake/contracts/jobs/job-settings';
import type { HistoryEntry, JobAtEvent, JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import { skipToken } from '@reduxjs/toolkit/query';
import { type ReactNode, useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Modal from 'react-bootstrap/Modal';
import { DialogFooter } from '../../shared/ui/dialog-footer';
import { LoadingState } from '../../shared/components/loading-state';
import { JobForm } from '../../shared/job-form/job-form';
import { formatDateTime } from '../../shared/ui/date-time';
import { actionLabel } from './history-labels';
import { JobStatusBadge } from './job-status-badge';
import {
  useGetJobAtEventQuery,
  useListProviderContactsQuery,
  useListProviderLocationsQuery,
} from './jobs-api';
import { findContactName, findLocationLabel } from './provider-names';
import styles from './time-travel-modal.module.css';

interface TimeTravelModalProps {
  job: JobDetail;
  /** The history entry to travel to, or null when closed. */
  entry: HistoryEntry | null;
  onHide: () => void;
}

/** The job as it was right after one history entry: read-only settings, status and answers. */
export function TimeTravelModal({ job, entry, onHide }: TimeTravelModalProps) {
  const titleId = useId();
  const { data, isError, isFetching } = useGetJobAtEventQuery(
    entry ? { id: job.id, eventId: entry.id } : skipToken,
  );
  const shown = data && entry && data.event.id === entry.id ? data : undefined;

  return (
    <Modal show={entry !== null} onHide={onHide} size="xl" scrollable aria-labelledby={titleId}>
      <Modal.Header closeButton>
        <div>
          <Modal.Title id={titleId} className="h5">
            {entry ? `The job as of ${formatDateTime(entry.entry_date)}` : 'The job'}
          </Modal.Title>
          {entry && (
            <div className="small text-body-secondary">
              After “{actionLabel(entry.action)}”{entry.parameter ? `: ${entry.parameter}` : ''} by{' '}
              {entry.user.name}
            </div>
          )}
        </div>
      </Modal.Header>
      {/* The body scrolls with nothing focusable in it: it takes the focus so the keyboard scrolls. */}
      <Modal.Body className="bg-body-tertiary" tabIndex={0} role="region" aria-labelledby={titleId}>
        <Alert variant="info" className="py-2 small">
          A read-only view of the past: nothing here can be changed.
        </Alert>
        {isError ? (
          <Alert variant="danger">This point of the job&apos;s history could not be loaded.</Alert>
        ) : !shown || isFetching ? (
          <LoadingState label="Loading…" />
        ) : (
          <PastJob job={job} past={shown} />
        )}
      </Modal.Body>
      <DialogFooter onCancel={onHide} cancelLabel="Close" />
    </Modal>
  );
}

function PastJob({ job, past }: { job: JobDetail; past: JobAtEvent }) {
  const locations = useListProviderLocationsQuery(null);
  const contacts = useListProviderContactsQuery(null);
  const { settings } = past;
  const date = (value: string | null, estimate: boolean) =>
    value ? `${formatDate(value)}${estimate ? ' (Estimate)' : ''}` : '';
  // A job keeps the form version it was created on, so its snapshot names the past answers too.
  const form = job.form_version_id === past.form_version_id ? job.form : undefined;

  return (
    <div className="d-flex flex-column gap-3">
      <Card className="border-0 shadow-sm">
        <Card.Body>
          <div className="mb-3">
            <JobStatusBadge status={past.status} />
          </div>
          <dl className={styles.facts}>
            <Fact label="Job Name">{settings.name}</Fact>
            <Fact label="Reference">{settings.reference_no}</Fact>
            <Fact label="Location">
              {settings.location
                ? (findLocationLabel(locations.data, settings.location) ?? settings.location)
                : ''}
            </Fact>
            <Fact label="Contact">
              {settings.contact
                ? (findContactName(contacts.data, settings.contact) ?? settings.contact)
                : NO_CONTACT_SET}
            </Fact>
            <Fact label="First Furnishing">{date(settings.first_furnishing, settings.ff_est)}</Fact>
            <Fact label="Last Furnishing">{date(settings.last_furnishing, settings.lf_est)}</Fact>
            <Fact label="Total Contract Amount">{formatCurrency(settings.total_contract_amt)}</Fact>
            <Fact label="Total Claim Amount">{formatCurrency(settings.total_claim_amt)}</Fact>
          </dl>
        </Card.Body>
      </Card>
      {form && (
        <JobForm
          form={form}
          answers={past.answerData}
          status={past.status}
          viewer="staff"
          mode="read-only"
          attachments={
            <span className="text-body-secondary">
              Files are not part of this view; the Job Data tab lists the job&apos;s files.
            </span>
          }
        />
      )}
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="small fw-normal text-body-secondary">{label}</dt>
      <dd className="mb-0 text-break">
        {children || <span className="text-body-tertiary">—</span>}
      </dd>
    </div>
  );
}
