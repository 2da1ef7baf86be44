import type { StatsReportResponse } from '@job-intake/contracts/stats/stats-api';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { periodLabel, type StatsChartSpec } from './stats-charts';

interface StatsChartProps {
  chart: StatsChartSpec;
  report: StatsReportResponse;
}

/** One chart of the tab, drawn by Recharts (this module is its own chunk, loaded with the tab). */
export default function StatsChart({ chart, report }: StatsChartProps) {
  const data = report.series.map((point) => ({
    ...point,
    label: periodLabel(point.period_start, report.period),
  }));
  const axes = [
    <CartesianGrid key="grid" strokeDasharray="3 3" vertical={false} />,
    <XAxis key="x" dataKey="label" tick={{ fontSize: 12 }} minTickGap={16} />,
    <YAxis key="y" allowDecimals={chart.kind === 'line'} width={40} tick={{ fontSize: 12 }} />,
    <Tooltip key="tooltip" />,
    <Legend key="legend" itemSorter={null} wrapperStyle={{ fontSize: 13 }} />,
  ];
  return (
    <ResponsiveContainer width="100%" height={280}>
      {chart.kind === 'bar' ? (
        <BarChart data={data}>
          {axes}
          {chart.series.map((series) => (
            <Bar
              key={series.key}
              dataKey={series.key}
              name={series.label}
              fill={series.color}
              stackId={series.stack}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      ) : (
        <LineChart data={data}>
          {axes}
          {chart.series.map((series) => (
            <Line
              key={series.key}
              dataKey={series.key}
              name={series.label}
              stroke={series.color}
              connectNulls
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      )}
    </ResponsiveContainer>
  );
}
