import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Params } from 'nestjs-pino';
import type { AppConfig } from '../config/app-config';
import { METRICS_PATH } from './operator-paths';
import { traceIds } from '../tracing/log-trace-ids';

const REQUEST_ID_HEADER = 'x-request-id';
/** Probes and scrapes that come every few seconds: not one log line each. */
const QUIET_PATHS = ['/api/v1/health', `/${METRICS_PATH}`];

/** Structured JSON logs; each request gets an id (the caller's, or a new one) echoed back. */
export function loggerOptions(config: AppConfig): Params {
  return {
    pinoHttp: {
      level: config.LOG_LEVEL,
      mixin: traceIds,
      genReqId: (request: IncomingMessage, response: ServerResponse) => {
        const given = request.headers[REQUEST_ID_HEADER];
        const id = typeof given === 'string' && /^[\w-]{1,100}$/.test(given) ? given : randomUUID();
        response.setHeader(REQUEST_ID_HEADER, id);
        return id;
      },
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'req.body.password',
          'req.body.new_pass',
          'req.body.confirm_pass',
          'req.body.current',
          'req.body.reset_code',
          'req.query.code',
        ],
        censor: '[redacted]',
      },
      // The reset page's link carries a one-time code (/reset?code=…): never in the logs.
      serializers: { req: withoutResetCodes },
      autoLogging: { ignore: (request) => QUIET_PATHS.includes(request.url ?? '') },
    },
    exclude: [],
  };
}

const RESET_CODE_IN_URL = /([?&]code=)[^&#]*/g;

interface SerializedRequest {
  url?: string;
  headers?: Record<string, unknown>;
}

function withoutResetCodes<T extends SerializedRequest>(request: T): T {
  const scrub = (value: unknown) =>
    typeof value === 'string' ? value.replace(RESET_CODE_IN_URL, '$1[redacted]') : value;
  if (typeof request.url === 'string') request.url = scrub(request.url) as string;
  // A copy: the serialized request shares its headers object with the live request.
  if (request.headers?.referer)
    request.headers = { ...request.headers, referer: scrub(request.headers.referer) };
  return request;
}
