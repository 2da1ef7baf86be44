import type { StatsReportResponse } from '@job-intake/contracts/stats/stats-api';
import { lazy, Suspense, useId, useState } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { loadStatsChart } from './load-stats-chart';
import type { StatsChartSpec } from './stats-charts';
import { StatsTable } from './stats-table';

const StatsChart = lazy(loadStatsChart);

const NOTHING = 'Nothing to chart in this period.';

interface StatsChartCardProps {
  chart: StatsChartSpec;
  report: StatsReportResponse;
}

/** A chart with a switch to the numbers behind it. */
export function StatsChartCard({ chart, report }: StatsChartCardProps) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} className="mb-3">
      <Card.Header className="d-flex flex-wrap justify-content-between align-items-center gap-2">
        <h3 id={headingId} className="h6 mb-0">
          {chart.title}
        </h3>
        <Form.Check
          type="switch"
          role="switch"
          id={`${headingId}-table`}
          label="Show as table"
          checked={asTable}
          onChange={(event) => setAsTable(event.target.checked)}
        />
      </Card.Header>
      <Card.Body>
        {asTable ? (
          <StatsTable chart={chart} report={report} />
        ) : nothingToChart(chart, report) ? (
          <p className="text-body-secondary mb-0">{NOTHING}</p>
        ) : (
          // Until Recharts is there, the figures show as the table: never a spinner over them.
          <Suspense fallback={<StatsTable chart={chart} report={report} />}>
            <StatsChart chart={chart} report={report} />
          </Suspense>
        )}
      </Card.Body>
    </Card>
  );
}

const nothingToChart = (chart: StatsChartSpec, report: StatsReportResponse): boolean =>
  chart.series.every(({ key }) => !report.totals[key]);
