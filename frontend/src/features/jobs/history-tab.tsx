import { formatDate } from '@job-intake/contracts/formatting/dates';
import type { HistoryEntry, JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { CardCell, CardTable } from '../../shared/components/card-table';
import { LoadingState } from '../../shared/components/loading-state';
import { TablePagination } from '../../shared/components/table-pagination';
import { formatTime } from './date-time';
import { actionLabel } from './history-labels';
import { HistoryIcon, RotateCwIcon } from 'lucide-react';
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
      <Card.Header className="bg-body d-flex align-items-center justify-content-between py-3">
        <h2 className="h5 mb-0">History</h2>
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
          <CardTable hover className="mb-0 align-middle" aria-busy={isFetching}>
            <thead className="table-light">
              <tr>
                <th scope="col" className="px-3">
                  Date
                </th>
                <th scope="col" className="px-3">
                  Time
                </th>
                <th scope="col" className="px-3">
                  Action
                </th>
                <th scope="col" className="px-3">
                  User
                </th>
                <th scope="col" className="px-3">
                  Description
                </th>
                <th scope="col" className="px-3">
                  <span className="visually-hidden">View</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.history.map((entry) => (
                <tr key={entry.id}>
                  <CardCell label="Date" place="inline" className="px-3 text-nowrap">
                    {formatDate(entry.entry_date)}
                  </CardCell>
                  <CardCell label="Time" place="inline" className="px-3 text-nowrap">
                    {formatTime(entry.entry_date)}
                  </CardCell>
                  <CardCell label="Action" place="title" className="px-3 text-nowrap">
                    {actionLabel(entry.action)}
                  </CardCell>
                  <CardCell label="User" className="px-3 text-nowrap">
                    {entry.user.name}
                  </CardCell>
                  <CardCell label="Description" className="px-3">
                    {entry.parameter}
                  </CardCell>
                  <CardCell label="" place="actions" className="px-3 text-end">
                    <Button
                      variant="outline-primary"
                      size="sm"
                      className="text-nowrap"
                      aria-label={`View the job as it was after: ${entry.parameter || actionLabel(entry.action)}`}
                      onClick={() => setViewing(entry)}
                    >
                      <HistoryIcon /> View
                    </Button>
                  </CardCell>
                </tr>
              ))}
            </tbody>
          </CardTable>
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
