import type { ReportFilter } from '@job-intake/contracts/report/report-api';
import { Button } from '../../../shared/ui/button';
import { errorMessage } from '../../../shared/api/api-error';
import { saveFile } from '../../../shared/api/file-download';
import { useDownloadReportMutation } from '../../../shared/api/report-api';

/** Download xlsx: the report of `filter` as a spreadsheet (disabled while the filter is bad). */
export function DownloadReportButton({ filter }: { filter: ReportFilter | null }) {
  const [download, { isLoading, error }] = useDownloadReportMutation();

  async function start() {
    if (!filter) return;
    const result = await download(filter);
    if (result.data) saveFile(result.data);
  }

  return (
    <div className="d-flex flex-column gap-1">
      <Button
        variant="outline-primary"
        disabled={!filter}
        onClick={() => void start()}
        busy={isLoading}
      >
        Download xlsx
      </Button>
      {error && (
        <span role="alert" className="small text-danger">
          {errorMessage(error, 'The report could not be downloaded.')}
        </span>
      )}
    </div>
  );
}
