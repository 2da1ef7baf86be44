import type { AccessLogEntry } from '@job-intake/contracts/audit/access-log-api';
import { DEFAULT_PAGE_SIZE, type PageSize } from '@job-intake/contracts/paging';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useHasPermission } from '../../../shared/api/auth-slice';
import { useGetAccessLogQuery } from '../../../shared/api/access-log-api';
import { AccessLogTable } from '../../../shared/components/access-log-table';
import { ListSearchBox } from '../../../shared/components/list-search-box';
import { LoadingState } from '../../../shared/components/loading-state';
import { TablePagination } from '../../../shared/components/table-pagination';

/** The export and download log of the Data Export tab, for auditors and admins (`audit`). */
export function ExportLog() {
  return useHasPermission('audit') ? <ExportLogList /> : null;
}

function ExportLogList() {
  const [search, setSearch] = useState({ q: '', page: 1, size: DEFAULT_PAGE_SIZE as PageSize });
  const { data, isError, isFetching } = useGetAccessLogQuery(
    { kind: ['data_export', 'audit_record'], ...search },
    { refetchOnMountOrArgChange: true },
  );
  return (
    <section aria-labelledby="export-log-heading" className="mt-5">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h3 id="export-log-heading" className="h6 mb-0 me-auto">
          Exports and audit-record downloads
        </h3>
        <ListSearchBox
          label="Search the log by person"
          placeholder="Name or e-mail"
          value={search.q}
          onSearch={(q) => setSearch((current) => ({ ...current, q, page: 1 }))}
        />
      </div>
      {isError ? (
        <Alert variant="danger">The log could not be loaded.</Alert>
      ) : !data ? (
        <LoadingState label="Loading the log…" />
      ) : (
        <div className="border rounded overflow-hidden">
          <AccessLogTable entries={data.entries} busy={isFetching} describe={describe} />
          <TablePagination
            page={data.page}
            size={data.size}
            total={data.total}
            onPageChange={(page) => setSearch((current) => ({ ...current, page }))}
            onSizeChange={(size) => setSearch((current) => ({ ...current, size, page: 1 }))}
          />
        </div>
      )}
    </section>
  );
}

/** The export's filters, or the job whose record was downloaded. */
function describe({ kind, job_id, detail }: AccessLogEntry): string {
  if (kind !== 'data_export') return job_id ? `Job ${job_id}` : '';
  const { statuses, created_from, created_to } = detail as {
    statuses?: string[];
    created_from?: string;
    created_to?: string;
  };
  return `${statuses?.join(', ') ?? 'all'} jobs created ${created_from} to ${created_to}`;
}
