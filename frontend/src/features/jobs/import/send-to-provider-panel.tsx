import type { ImportPreviewDto } from '@job-intake/contracts/jobs/job-import-api';
import type { JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { SendIcon } from 'lucide-react';
import { errorMessage, errorStatus } from '../../../shared/api/api-error';
import { useListProviderContactsQuery, useListProviderLocationsQuery } from '../jobs-api';
import { findContactName, findLocationLabel } from '../provider-names';
import { isSubmitted, useGetImportPreviewQuery, useImportJobMutation } from './import-api';
import { type ImportOutcome, ImportOutcomeAlert } from './import-outcome';
import { ImportPayloadSummary } from './import-payload-summary';
import { ImportProblems } from './import-problems';
import { SendConfirmation } from './send-confirmation';
import { initialService } from './initial-service';
import { ServiceChoice } from './service-choice';

const SEND_FAILED = 'The job could not be sent to the provider.';

/**
 * Spec 2 (Job Data tab) and issue 14: a reviewer (can_import: the last workflow step's role with
 * an API key) sends a pending job to the provider, after seeing what will fail and what the
 * provider will receive. Hidden from everyone else, and should the server still refuse the check
 * (403). Stays mounted over the change to Submitted, so the result remains shown.
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

  const sent = outcome && outcome.kind !== 'failed' && job.status === 'submitted';
  if (!sent && (!pending || !mayImport || errorStatus(preview.error) === 403)) return null;
  const titleId = `send-${job.id}-title`;
  return (
    <Card as="section" className="shadow-sm border-0 d-print-none" aria-labelledby={titleId}>
      <Card.Header className="bg-body py-3">
        <h2 className="h5 mb-0" id={titleId}>
          Send to the provider
        </h2>
      </Card.Header>
      <Card.Body className="d-flex flex-column gap-3">
        {outcome && (
          <ImportOutcomeAlert
            outcome={outcome}
            directNo={job.directNo}
            onDismiss={() => setOutcome(null)}
          />
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
            answered={outcome?.kind === 'running' || outcome?.kind === 'sent'}
            onOutcome={setOutcome}
          />
        )}
      </Card.Body>
    </Card>
  );
}

interface ImportPreviewProps {
  job: JobDetail;
  preview: ImportPreviewDto;
  /** The service type picked in the select; the preview was asked for it. */
  chosen: string | undefined;
  onChoose: (serviceId: string) => void;
  answered: boolean;
  onOutcome: (outcome: ImportOutcome) => void;
}

/** The pre-send check, the payload, the service and the send (with its confirmation). */
function ImportPreview(props: ImportPreviewProps) {
  const { job, preview, chosen, answered, onOutcome } = props;
  const { data: contacts } = useListProviderContactsQuery(preview.payload.div_id);
  const { data: locations } = useListProviderLocationsQuery(null);
  const [importJob, sending] = useImportJobMutation();
  const [confirming, setConfirming] = useState(false);
  const { services, problems } = preview;
  const service =
    services.find((s) => s.id === chosen) ?? initialService(services, preview.default_service);
  const serviceText = service?.text ?? preview.default_service;

  async function send() {
    const result = await importJob({
      id: job.id,
      service: services.length > 1 ? service?.id : undefined,
    });
    setConfirming(false);
    if (result.error)
      onOutcome({ kind: 'failed', message: errorMessage(result.error, SEND_FAILED) });
    else if (isSubmitted(result.data))
      onOutcome({ kind: 'sent', directNo: result.data.ols_resp.directNo });
    else onOutcome({ kind: 'running', message: result.data.message });
  }

  return (
    <>
      <ImportProblems problems={problems} />
      <ImportPayloadSummary
        payload={preview.payload}
        locationName={findLocationLabel(locations, preview.payload.div_id)}
        contactName={findContactName(contacts, preview.payload.cnt_id)}
        contactFromCreator={!job.contact}
      />
      {confirming ? (
        <SendConfirmation
          jobName={job.name}
          service={serviceText}
          sending={sending.isLoading}
          onSend={() => void send()}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <div className="d-flex flex-wrap align-items-end gap-3">
          <ServiceChoice
            services={services}
            value={service?.id}
            fallback={serviceText}
            onChange={props.onChoose}
          />
          <Button disabled={answered || problems.length > 0} onClick={() => setConfirming(true)}>
            <SendIcon aria-hidden="true" /> Send to the provider
          </Button>
        </div>
      )}
    </>
  );
}
