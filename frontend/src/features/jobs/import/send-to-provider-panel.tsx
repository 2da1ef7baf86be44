import type { JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { errorMessage, errorStatus } from '../../../shared/api/api-error';
import { useGetImportPreviewQuery } from './import-api';
import { type ImportOutcome, ImportOutcomeAlert } from './import-outcome';
import { ImportPreview } from './import-preview';
import { useStoredRefusal } from './stored-refusal';

export const IMPORT_SENDING = 'This job is being sent to the provider…';

/**
 * Spec 2 (Job Data tab) and issue 14: a reviewer (can_import: the last workflow step's role with
 * an API key) sends a pending job to the provider, after seeing what will fail and what the
 * provider will receive. Hidden from everyone else, and should the server still refuse the check
 * (403). Stays mounted over the change to Submitted, so the result remains shown. A reload
 * still shows an import in flight and the provider's last refusal (the job tells both).
 */
export function SendToProviderPanel({ job }: { job: JobDetail }) {
  const pending = job.status === 'pending';
  const mayImport = job.can_import;
  const [chosen, setChosen] = useState<string>();
  const preview = useGetImportPreviewQuery(
    { id: job.id, service: chosen },
    { skip: !pending || !mayImport },
  );
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const { refusal, dismiss } = useStoredRefusal(job);

  const sent = outcome && outcome.kind !== 'failed' && job.status === 'submitted';
  if (!sent && (!pending || !mayImport || errorStatus(preview.error) === 403)) return null;
  // After a 202 the live page brings the Submitted job: the answer is then the job's Direct No.
  const shown: ImportOutcome | null = sent
    ? { kind: 'sent', directNo: job.directNo ?? (outcome.kind === 'sent' ? outcome.directNo : '') }
    : outcome;
  const alert = shown ?? refusal;
  const sending = !outcome && job.import_state === 'sending';
  function onDismiss() {
    const message = outcome?.kind === 'failed' ? outcome.message : job.import_error;
    if (message) dismiss(message);
    setOutcome(null);
  }
  const titleId = `send-${job.id}-title`;
  return (
    <Card as="section" className="shadow-sm border-0 d-print-none" aria-labelledby={titleId}>
      <Card.Header className="bg-body py-3">
        <h2 className="h5 mb-0" id={titleId}>
          Send to the provider
        </h2>
      </Card.Header>
      <Card.Body className="d-flex flex-column gap-3">
        {alert && (
          <ImportOutcomeAlert outcome={alert} onDismiss={onDismiss} takesFocus={alert === shown} />
        )}
        {sending && (
          <p role="status" className="mb-0 text-info-emphasis">
            <Spinner size="sm" className="me-2" aria-hidden="true" />
            {IMPORT_SENDING}
          </p>
        )}
        {!sent && preview.isLoading && (
          <div className="text-body-secondary">
            <Spinner size="sm" className="me-2" aria-hidden="true" />
            Checking what the provider will receive…
          </div>
        )}
        {!sent && preview.isError && (
          <p className="mb-0 text-danger">
            {errorMessage(preview.error, 'The pre-send check could not be loaded.')}
          </p>
        )}
        {!sent && preview.data && (
          <ImportPreview
            job={job}
            preview={preview.data}
            chosen={chosen}
            onChoose={setChosen}
            // Until the page shows the outcome, a second send would only be refused (409).
            answered={sending || outcome?.kind === 'running' || outcome?.kind === 'sent'}
            onOutcome={setOutcome}
          />
        )}
      </Card.Body>
    </Card>
  );
}
