import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Params } from 'nestjs-pino';
import type { AppConfig } from '../config/app-config';

const REQUEST_ID_HEADER = 'x-request-id';

/** Structured JSON logs; each request gets an id (the caller's, or a new one) echoed back. */
export function loggerOptions(config: AppConfig): Params {
  return {
    pinoHttp: {
      level: config.LOG_LEVEL,
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
        ],
        censor: '[redacted]',
      },
      autoLogging: { ignore: (request) => request.url === '/api/v1/health' },
    },
    exclude: [],
  };
}
