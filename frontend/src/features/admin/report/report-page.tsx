import { todayIso } from '@job-intake/contracts/formatting/dates';
import {
  DEFAULT_REPORT_STATUSES,
  type ReportFilter,
  type ReportResponse,
} from '@job-intake/contracts/report/report-api';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { errorMessage } from '../../../shared/api/api-error';
import { useRunReportQuery } from '../../../shared/api/report-api';
import { countOf } from '../../../shared/components/count-format';
import { LoadingState } from '../../../shared/components/loading-state';
import { PageHeader } from '../../../shared/components/page-header';
import { DownloadReportButton } from './download-report-button';
import { ReportFilterForm } from './report-filter-form';
import { ReportTable } from './report-table';

/** The first day of this month to today: the range the page opens with. */
function initialFilter(): ReportFilter {
  const today = todayIso();
  return {
    start_date: `${today.slice(0, 8)}01`,
    end_date: today,
    status: [...DEFAULT_REPORT_STATUSES],
  };
}

function summary({ companies }: ReportResponse): string {
  const created = companies.reduce((sum, row) => sum + row.jobs_created, 0);
  return `${countOf(companies.length, 'company', 'companies')} · ${countOf(created, 'job', 'jobs')} created in the range`;
}

/**
 * /admin/report (super admins): per company of the chosen statuses its jobs in each list, the jobs
 * created from the start to the end date, users, forms and last activity; also as an .xlsx.
 */
export function ReportPage() {
  const [filter, setFilter] = useState(initialFilter);
  const { data, error, isFetching, refetch } = useRunReportQuery(filter);

  return (
    <>
      <PageHeader title="Report" subtitle={data && !isFetching ? summary(data) : undefined} />
      <Card className="shadow-sm border-0 mb-4">
        <Card.Body>
          <ReportFilterForm
            initial={filter}
            busy={isFetching}
            onRun={(next) => (sameFilter(next, filter) ? void refetch() : setFilter(next))}
            download={(current) => <DownloadReportButton filter={current} />}
          />
        </Card.Body>
      </Card>
      {error ? (
        <Alert variant="danger" className="d-flex align-items-center justify-content-between">
          {errorMessage(error, 'The report could not be made.')}
          <Button variant="outline-danger" size="sm" onClick={() => void refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <Card className="shadow-sm border-0 overflow-hidden">
          {data && !isFetching ? (
            <ReportTable rows={data.companies} />
          ) : (
            <LoadingState label="Making the report…" />
          )}
        </Card>
      )}
    </>
  );
}

const sameFilter = (a: ReportFilter, b: ReportFilter) => JSON.stringify(a) === JSON.stringify(b);
