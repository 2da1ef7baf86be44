import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import type { ExportDownload } from './use-export-download';

/** Where the download is: preparing (until the file starts), started, or the server's refusal. */
export function DataExportStatusLine({ download }: { download: ExportDownload }) {
  return (
    <div aria-live="polite" className="mt-3">
      {download.state === 'preparing' && (
        <span className="d-inline-flex align-items-center gap-2">
          <Spinner animation="border" size="sm" aria-hidden="true" />
          Preparing…
        </span>
      )}
      {download.state === 'started' && (
        <Alert variant="success" className="mb-0">
          Your download has started; your browser shows its progress.
        </Alert>
      )}
      {download.state === 'failed' && (
        <Alert variant="danger" className="mb-0">
          The export could not be made: {download.message}
        </Alert>
      )}
    </div>
  );
}
