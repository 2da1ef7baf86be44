import { FileDownIcon } from 'lucide-react';
import { errorMessage } from '../../../shared/api/api-error';
import { saveFile } from '../../../shared/api/file-download';
import { Button } from '../../../shared/ui/button';
import { useDownloadAuditRecordMutation } from './audit-record-api';

/**
 * Download audit record: the job's events with their hashes, signed by the deployment, for
 * `npm run verify-audit-record` (decision 0046).
 */
export function DownloadAuditRecordButton({ jobId }: { jobId: string }) {
  const [download, { isLoading, error }] = useDownloadAuditRecordMutation();

  async function start() {
    const result = await download(jobId);
    if (result.data) saveFile(result.data);
  }

  return (
    <>
      <Button variant="outline-secondary" size="sm" onClick={() => void start()} busy={isLoading}>
        <FileDownIcon aria-hidden="true" /> Download audit record
      </Button>
      {error && (
        <span role="alert" className="small text-danger">
          {errorMessage(error, 'The audit record could not be downloaded.')}
        </span>
      )}
    </>
  );
}
