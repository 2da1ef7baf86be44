/**
 * The operators' metrics route (metrics/), outside the API's prefix like Prometheus expects; the
 * request log and the built frontend's fallback leave it alone.
 */
export const METRICS_PATH = 'metrics';
