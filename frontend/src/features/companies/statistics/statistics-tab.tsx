import type { CompanyDetailDto } from '@job-intake/contracts/identity/company-api';
import type { StatsCounts } from '@job-intake/contracts/stats/stats-api';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { skipToken } from '@reduxjs/toolkit/query';
import { useReportStatsQuery } from '../../../shared/api/stats-api';
import { LoadingState } from '../../../shared/components/loading-state';
import { loadStatsChart } from './load-stats-chart';
import { StatsChartCard } from './stats-chart-card';
import { STATS_CHARTS } from './stats-charts';
import { presetRange, rangeProblem, type StatsRange } from './stats-range';
import { StatsRangePicker } from './stats-range-picker';

const LOAD_ERROR = 'The statistics could not be loaded.';
const EMPTY = 'Nothing happened in this period: no jobs, links or e-mails.';

/** The company page's Statistics tab (spec section 2, super admins): charts per period. */
export function StatisticsTab({ company }: { company: CompanyDetailDto }) {
  const [range, setRange] = useState<StatsRange>(() => presetRange('30d'));
  const problem = rangeProblem(range);
  const { preset: _preset, ...asked } = range;
  const {
    data: report,
    isError,
    isFetching,
  } = useReportStatsQuery(problem ? skipToken : { company_id: company.id, ...asked });
  useEffect(() => void loadStatsChart(), []);
  return (
    <section aria-labelledby="statistics-heading">
      <h2 id="statistics-heading" className="h5 mb-3">
        Statistics
      </h2>
      <StatsRangePicker range={range} onChange={setRange} problem={problem} />
      {isError && <Alert variant="danger">{LOAD_ERROR}</Alert>}
      {!isError && !report && !problem && <LoadingState label="Loading statistics…" />}
      {report && !problem && (
        <div aria-busy={isFetching}>
          {isEmpty(report.totals) ? (
            <Alert variant="light" className="border">
              {EMPTY}
            </Alert>
          ) : (
            STATS_CHARTS.map((chart) => (
              <StatsChartCard key={chart.key} chart={chart} report={report} />
            ))
          )}
        </div>
      )}
    </section>
  );
}

const isEmpty = (totals: StatsCounts): boolean =>
  Object.values(totals).every((value) => value === null || value === 0);
