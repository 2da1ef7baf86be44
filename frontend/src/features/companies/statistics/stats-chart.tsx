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
import { type DurationUnit, durationLabel, durationUnit } from './duration-axis';
import { periodLabel, type StatsChartSpec } from './stats-charts';

interface StatsChartProps {
  chart: StatsChartSpec;
  report: StatsReportResponse;
}

/** One chart of the tab, drawn by Recharts (this module is its own chunk, loaded with the tab). */
export default function StatsChart({ chart, report }: StatsChartProps) {
  const unit = chart.kind === 'line' ? durationUnit(longest(chart, report)) : null;
  const data = report.series.map((point) => ({
    ...inUnit(chart, point, unit),
    label: periodLabel(point.period_start, report.period),
  }));
  const format = (value: unknown) =>
    unit && typeof value === 'number' ? durationLabel(value, unit) : String(value);
  const axes = [
    <CartesianGrid key="grid" strokeDasharray="3 3" vertical={false} />,
    <XAxis key="x" dataKey="label" tick={{ fontSize: 12 }} minTickGap={16} />,
    <YAxis
      key="y"
      allowDecimals={!!unit}
      width={unit ? 64 : 40}
      tick={{ fontSize: 12 }}
      tickFormatter={format}
    />,
    <Tooltip key="tooltip" formatter={format} />,
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

type StatsPoint = StatsReportResponse['series'][number];

/** The longest value the chart draws (its series' largest average). */
function longest(chart: StatsChartSpec, report: StatsReportResponse): number {
  const values = report.series.flatMap((point) => chart.series.map(({ key }) => point[key] ?? 0));
  return Math.max(0, ...values);
}

/** A point's durations in the chart's unit, so that the axis picks round steps of that unit. */
function inUnit(chart: StatsChartSpec, point: StatsPoint, unit: DurationUnit | null): StatsPoint {
  if (!unit) return point;
  const converted = { ...point };
  for (const { key } of chart.series) {
    const hours = point[key];
    if (hours !== null) converted[key] = hours / unit.hours;
  }
  return converted;
}
