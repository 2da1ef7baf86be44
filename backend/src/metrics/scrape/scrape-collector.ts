import type { Registry } from 'prom-client';

/**
 * Figures read at scrape time (a query or two): its own registry, so that a collection that
 * failed or ran out of time leaves its metrics out of the scrape instead of showing stale or
 * zero values.
 */
export interface ScrapeCollector {
  /** The `collector` label of the failure counter. */
  readonly name: string;
  readonly registry: Registry;
  /** Reads the figures and sets the registry's gauges (reset first: gone labels go). */
  collect(): Promise<void>;
}

/** The collectors the metrics module lists (each reads through the module that owns the data). */
export const SCRAPE_COLLECTORS = Symbol('SCRAPE_COLLECTORS');
