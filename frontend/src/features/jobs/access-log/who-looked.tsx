import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { useHasPermission } from '../../../shared/api/auth-slice';
import { useGetAccessLogQuery } from '../../../shared/api/access-log-api';
import { AccessLogTable } from '../../../shared/components/access-log-table';
import { LoadingState } from '../../../shared/components/loading-state';
import { TablePagination } from '../../../shared/components/table-pagination';
import { useTabPage } from '../use-tab-page';

/** "Who looked": the job's History reads and audit-record downloads, for auditors and admins. */
export function WhoLooked({ jobId }: { jobId: string }) {
  return useHasPermission('audit') ? <WhoLookedList jobId={jobId} /> : null;
}

function WhoLookedList({ jobId }: { jobId: string }) {
  const paging = useTabPage();
  const { data, isError, isFetching } = useGetAccessLogQuery(
    { job_id: jobId, page: paging.page, size: paging.size },
    { refetchOnMountOrArgChange: true },
  );
  return (
    <Card as="section" aria-label="Who looked" className="shadow-sm border-0 overflow-hidden mt-4">
      <Card.Header className="bg-body py-3">
        <h2 className="h5 mb-0">Who looked</h2>
      </Card.Header>
      {isError ? (
        <Alert variant="danger" className="m-3">
          The access log could not be loaded.
        </Alert>
      ) : !data ? (
        <LoadingState label="Loading the access log…" />
      ) : data.total === 0 ? (
        <Card.Body className="text-center text-body-secondary py-4">
          Nobody has read this job's History yet.
        </Card.Body>
      ) : (
        <>
          <AccessLogTable entries={data.entries} busy={isFetching} />
          <TablePagination
            page={data.page}
            size={data.size}
            total={data.total}
            onPageChange={paging.setPage}
            onSizeChange={paging.setSize}
          />
        </>
      )}
    </Card>
  );
}
