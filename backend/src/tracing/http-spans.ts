import type { INestApplication } from '@nestjs/common';
import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Span,
} from '@opentelemetry/api';
import {
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_URL_PATH,
} from '@opentelemetry/semantic-conventions';
import type { NextFunction, Request, Response } from 'express';
import { startSpan } from './spans';
import { tracingOn, type TracingConfig } from './start-tracing';

/**
 * A server span per request, named `METHOD /route` once the router matched one, continuing the
 * caller's trace when it sends a `traceparent`; everything the request runs happens inside it.
 * Registered only when tracing is on.
 */
export function useHttpSpans(app: INestApplication, config: TracingConfig): void {
  if (tracingOn(config)) app.use(httpSpan);
}

function httpSpan(request: Request, response: Response, next: NextFunction): void {
  const caller = propagation.extract(ROOT_CONTEXT, request.headers);
  const span = startSpan(
    request.method,
    {
      kind: SpanKind.SERVER,
      attributes: { [ATTR_HTTP_REQUEST_METHOD]: request.method, [ATTR_URL_PATH]: request.path },
    },
    caller,
  );
  const inRequest = trace.setSpan(caller, span);
  // The response's listeners added later (the request log's) run in the request's span too.
  context.bind(inRequest, response);
  response.once('close', () => answered(span, request, response));
  context.with(inRequest, next);
}

function answered(span: Span, request: Request, response: Response): void {
  const route = (request.route as { path?: unknown } | undefined)?.path;
  if (typeof route === 'string') {
    span.updateName(`${request.method} ${route}`);
    span.setAttribute(ATTR_HTTP_ROUTE, route);
  }
  span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, response.statusCode);
  if (response.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}
