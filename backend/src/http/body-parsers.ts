import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type ErrorRequestHandler } from 'express';

const BODY_LIMIT = '1mb';

/**
 * JSON and form bodies, with body-parser's own failures (broken JSON, oversized bodies) answered
 * as the JSON 400/413 every endpoint uses. Left to Express they would reach the static-file
 * fallback and come back as the app's HTML.
 */
export function useBodyParsers(app: NestExpressApplication): void {
  app.use(express.json({ limit: BODY_LIMIT }));
  app.use(express.urlencoded({ extended: false, limit: BODY_LIMIT }));
  app.use(bodyErrors);
}

const bodyErrors: ErrorRequestHandler = (
  error: { type?: string; status?: number; message?: string },
  _request,
  response,
  next,
) => {
  if (error.type === 'entity.parse.failed') {
    response
      .status(400)
      .json({
        statusCode: 400,
        message: `The request body is not valid JSON: ${error.message}`,
        error: 'Bad Request',
      });
  } else if (error.type === 'entity.too.large') {
    response
      .status(413)
      .json({
        statusCode: 413,
        message: `The request body is larger than ${BODY_LIMIT}.`,
        error: 'Payload Too Large',
      });
  } else {
    next(error);
  }
};
