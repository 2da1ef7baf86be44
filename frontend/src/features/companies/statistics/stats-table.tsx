import type { StatsReportResponse } from '@job-intake/contracts/stats/stats-api';
import Table from 'react-bootstrap/Table';
import { periodLabel, statValue, type StatsChartSpec } from './stats-charts';

/** The numbers behind a chart: one row per period, the totals of the range last. */
export function StatsTable({
  chart,
  report,
}: {
  chart: StatsChartSpec;
  report: StatsReportResponse;
}) {
  return (
    <Table size="sm" striped responsive aria-label={`${chart.title} by period`} className="mb-0">
      <thead>
        <tr>
          <th scope="col">Period</th>
          {chart.series.map((series) => (
            <th key={series.key} scope="col" className="text-end">
              {chart.unit ? `${series.label} (${chart.unit})` : series.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {report.series.map((point) => (
          <tr key={point.period_start}>
            <th scope="row" className="fw-normal text-nowrap">
              {periodLabel(point.period_start, report.period)}
            </th>
            {chart.series.map((series) => (
              <td key={series.key} className="text-end">
                {statValue(point[series.key])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          {chart.series.map((series) => (
            <td key={series.key} className="text-end fw-semibold">
              {statValue(report.totals[series.key])}
            </td>
          ))}
        </tr>
      </tfoot>
    </Table>
  );
}
