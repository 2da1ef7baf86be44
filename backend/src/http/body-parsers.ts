import type { NestExpressApplication } from '@nestjs/platform-express';
import { STATUS_CODES } from 'node:http';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { nestsDeeperThan } from './json-depth';

/** Far deeper than any DTO nests; deep enough bodies only serve to burn the parser's CPU. */
export const MAX_JSON_DEPTH = 32;
const DEFAULT_BODY_LIMIT = '100kb';
const LARGE_BODY_LIMIT = '1mb';

/** Routes whose bodies legitimately grow large: a job's answers, form parts, company styles. */
const LARGE_BODY_ROUTES: readonly RegExp[] = [
  /^\/api\/v1\/job\/[^/]+\/(results|field)\/?$/,
  /^\/api\/v1\/form\/[^/]+\/?$/,
  /^\/api\/v1\/company\/[^/]+\/?$/,
];

/**
 * JSON and form bodies, size-capped per route and depth-checked before parsing, with
 * body-parser's failures (broken or too deep JSON, oversized bodies, unknown encodings, too many
 * form fields) answered as the JSON 4xx every endpoint uses. Left to Express they would fall
 * through to the routes and come back as a misleading 404 or the app's HTML.
 */
export function useBodyParsers(app: NestExpressApplication): void {
  const parsers = { small: bodyParsers(DEFAULT_BODY_LIMIT), large: bodyParsers(LARGE_BODY_LIMIT) };
  app.use(((request, response, next) => {
    const large = LARGE_BODY_ROUTES.some((route) => route.test(request.path));
    (large ? parsers.large : parsers.small)(request, response, next);
  }) satisfies RequestHandler);
  app.use(bodyErrors);
}

function bodyParsers(limit: string): RequestHandler {
  const json = express.json({ limit, verify: refuseDeepNesting });
  const form = express.urlencoded({ extended: false, limit });
  return (request, response, next) =>
    json(request, response, (error?: unknown) =>
      error ? next(error) : form(request, response, next),
    );
}

function refuseDeepNesting(_request: unknown, _response: unknown, body: Buffer): void {
  if (nestsDeeperThan(body, MAX_JSON_DEPTH))
    throw Object.assign(new Error(`nested deeper than ${MAX_JSON_DEPTH} levels`), {
      status: 400,
      type: 'entity.too.deep',
    });
}

interface BodyParserError {
  type?: string;
  status?: number;
  expose?: boolean;
  message?: string;
  limit?: number;
}

/** body-parser's refusals, in words a person can act on; its other 4xx keep their own words. */
function bodyErrorMessage(error: BodyParserError): string {
  if (error.type === 'entity.parse.failed' || error.type === 'entity.too.deep')
    return `The request body is not valid JSON: ${error.message}`;
  if (error.type === 'entity.too.large')
    return `The request body is larger than this route accepts (${Math.floor((error.limit ?? 0) / 1024)} kB).`;
  const detail = error.message === STATUS_CODES[error.status ?? 400] ? undefined : error.message;
  return detail ? `The request body cannot be read: ${detail}` : 'The request body cannot be read.';
}

const bodyErrors: ErrorRequestHandler = (error: BodyParserError, _request, response, next) => {
  const status = error.status ?? 500;
  // A 4xx that body-parser exposes (zlib's errors included) is the client's doing.
  if (!error.expose || status >= 500) return next(error);
  response.status(status).json({
    statusCode: status,
    message: bodyErrorMessage(error),
    error: STATUS_CODES[status],
  });
};
