import type { HistoryEntry, JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { LoadingState } from '../../shared/components/loading-state';
import { TablePagination } from '../../shared/components/table-pagination';
import { DownloadAuditRecordButton } from './audit-record/download-audit-record-button';
import { HistoryTable } from './history-table';
import { RotateCwIcon } from 'lucide-react';
import { useGetJobHistoryQuery } from './jobs-api';
import { TimeTravelModal } from './time-travel-modal';
import { useTabPage } from './use-tab-page';

/**
 * The History tab: one page of what happened to the job, newest first; each entry opens the job
 * as it was.
 */
export function HistoryTab({ job }: { job: JobDetail }) {
  const paging = useTabPage();
  const { data, isError, isFetching, refetch } = useGetJobHistoryQuery({
    id: job.id,
    page: paging.page,
    size: paging.size,
  });
  const [viewing, setViewing] = useState<HistoryEntry | null>(null);

  return (
    <Card as="section" aria-label="History" className="shadow-sm border-0 overflow-hidden">
      <Card.Header className="bg-body d-flex flex-wrap align-items-center gap-2 py-3">
        <h2 className="h5 mb-0 me-auto">History</h2>
        <DownloadAuditRecordButton jobId={job.id} />
        <Button
          variant="outline-secondary"
          size="sm"
          aria-label="Refresh history"
          title="Refresh"
          disabled={isFetching}
          onClick={() => void refetch()}
        >
          <RotateCwIcon />
        </Button>
      </Card.Header>
      {isError ? (
        <Alert variant="danger" className="m-3">
          The history could not be loaded.
        </Alert>
      ) : !data ? (
        <LoadingState label="Loading history…" />
      ) : data.total === 0 ? (
        <Card.Body className="text-center text-body-secondary py-5">
          There are no items to display...
        </Card.Body>
      ) : (
        <>
          <HistoryTable entries={data.history} busy={isFetching} onView={setViewing} />
          <TablePagination
            page={data.page}
            size={data.size}
            total={data.total}
            onPageChange={paging.setPage}
            onSizeChange={paging.setSize}
          />
        </>
      )}
      <TimeTravelModal job={job} entry={viewing} onHide={() => setViewing(null)} />
    </Card>
  );
}
