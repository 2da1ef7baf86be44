import type { ImportPreviewDto } from '@job-intake/contracts/jobs/job-import-api';
import type { JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import Button from 'react-bootstrap/Button';
import { SendIcon } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { useListProviderContactsQuery, useListProviderLocationsQuery } from '../jobs-api';
import { findContactName, findLocationLabel } from '../provider-names';
import { isSubmitted, useImportJobMutation } from './import-api';
import type { ImportOutcome } from './import-outcome';
import { ImportPayloadSummary } from './import-payload-summary';
import { ImportProblems } from './import-problems';
import { ImportWarnings } from './import-warnings';
import { initialService } from './initial-service';
import { SendConfirmation } from './send-confirmation';
import { ServiceChoice } from './service-choice';

const SEND_FAILED = 'The job could not be sent to the provider.';

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
export function ImportPreview(props: ImportPreviewProps) {
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
      <ImportWarnings warnings={preview.warnings} />
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
