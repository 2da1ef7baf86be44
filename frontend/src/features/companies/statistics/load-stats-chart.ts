/**
 * Recharts (the chart module's chunk) is fetched when the Statistics tab opens, never with the
 * first load of the app: the tab starts it beside its report request, so that the chunk is not
 * fetched only after the figures arrived (charts sat on a spinner on first open). One promise,
 * shared by the tab and the lazy chart.
 */
let chartModule: Promise<typeof import('./stats-chart')> | undefined;

export function loadStatsChart(): Promise<typeof import('./stats-chart')> {
  chartModule ??= import('./stats-chart');
  return chartModule;
}
