import { formatDate } from '@job-intake/contracts/formatting/dates';
import type { HistoryEntry } from '@job-intake/contracts/jobs/jobs-api';
import Button from 'react-bootstrap/Button';
import { HistoryIcon } from 'lucide-react';
import { CardCell, CardTable } from '../../shared/components/card-table';
import { formatTime } from '../../shared/ui/date-time';
import { actionLabel } from './history-labels';

const COLUMNS = ['Date', 'Time', 'Action', 'User', 'Description'];

interface HistoryTableProps {
  entries: readonly HistoryEntry[];
  busy: boolean;
  onView: (entry: HistoryEntry) => void;
}

/** One page of the job's history, newest first; each entry's View opens the job as it was. */
export function HistoryTable({ entries, busy, onView }: HistoryTableProps) {
  return (
    <CardTable hover className="mb-0 align-middle" aria-busy={busy}>
      <thead className="table-light">
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col" className="px-3">
              {column}
            </th>
          ))}
          <th scope="col" className="px-3">
            <span className="visually-hidden">View</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <HistoryRow key={entry.id} entry={entry} onView={() => onView(entry)} />
        ))}
      </tbody>
    </CardTable>
  );
}

function HistoryRow({ entry, onView }: { entry: HistoryEntry; onView: () => void }) {
  return (
    <tr>
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
          onClick={onView}
        >
          <HistoryIcon /> View
        </Button>
      </CardCell>
    </tr>
  );
}
