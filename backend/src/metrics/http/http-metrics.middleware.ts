import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { Histogram } from 'prom-client';
import { MetricsRegistry, PREFIX } from '../registry/metrics-registry';

/** The label of a request no route took (an unknown path): one value, never the raw URL. */
export const UNMATCHED_ROUTE = 'unmatched';

type Labels = 'method' | 'route' | 'status';

/** API requests by their route's template, method and status, with their duration. */
export class HttpRequestMetrics {
  readonly duration: Histogram<Labels>;

  constructor(metrics: MetricsRegistry) {
    this.duration = new Histogram({
      name: `${PREFIX}http_request_duration_seconds`,
      help: 'API requests by route template, method and status, and how long they took',
      labelNames: ['method', 'route', 'status'],
      registers: [metrics.registry],
    });
  }
}

/**
 * Times every API request by its route's template (`/api/v1/job/:id`, never the URL: ids would
 * make a label value per job), read once the response is done and the router has matched it.
 */
@Injectable()
export class HttpMetricsMiddleware implements NestMiddleware {
  constructor(private readonly metrics: HttpRequestMetrics) {}

  use(request: Request, response: Response, next: NextFunction): void {
    const end = this.metrics.duration.startTimer();
    response.once('close', () => {
      const route = (request.route as { path?: string } | undefined)?.path ?? UNMATCHED_ROUTE;
      end({ method: request.method, route, status: String(response.statusCode) });
    });
    next();
  }
}
