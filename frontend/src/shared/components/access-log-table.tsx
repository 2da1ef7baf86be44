import type { AccessKind, AccessLogEntry } from '@job-intake/contracts/audit/access-log-api';
import { CardCell, CardTable } from './card-table';
import { formatDateTime } from '../ui/date-time';

const KIND_LABELS: Record<AccessKind, string> = {
  job_history: 'Read History',
  audit_record: 'Downloaded audit record',
  data_export: 'Exported data',
};

interface AccessLogTableProps {
  entries: readonly AccessLogEntry[];
  busy: boolean;
  /** The what column: the job or the export's filters (not needed on a job's own log). */
  describe?: (entry: AccessLogEntry) => string;
}

/** One page of the access log, newest first: when, who (name and e-mail then) and what. */
export function AccessLogTable({ entries, busy, describe }: AccessLogTableProps) {
  return (
    <CardTable hover size="sm" className="mb-0 align-middle" aria-busy={busy}>
      <thead className="table-light">
        <tr>
          <th scope="col" className="px-3">
            When
          </th>
          <th scope="col" className="px-3">
            Who
          </th>
          <th scope="col" className="px-3">
            What
          </th>
          {describe && (
            <th scope="col" className="px-3">
              Details
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <CardCell label="When" place="title" className="px-3 text-nowrap">
              {formatDateTime(entry.at)}
            </CardCell>
            <CardCell label="Who" className="px-3">
              {entry.user.name} <span className="text-body-secondary">{entry.user.email}</span>
            </CardCell>
            <CardCell label="What" className="px-3 text-nowrap">
              {KIND_LABELS[entry.kind]}
            </CardCell>
            {describe && (
              <CardCell label="Details" className="px-3">
                {describe(entry)}
              </CardCell>
            )}
          </tr>
        ))}
      </tbody>
    </CardTable>
  );
}
