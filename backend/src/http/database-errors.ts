/**
 * What a database failure means for the caller: `invalid` input (a value PostgreSQL refused,
 * answered 400), `unavailable` (the connection is gone, answered 503), or undefined for
 * anything else (a bug, answered 500).
 */
export type DatabaseFailure =
  { kind: 'invalid'; reason: string } | { kind: 'unavailable' } | undefined;

const INVALID_REASONS: Record<string, string> = {
  '22001': 'a text is too long',
  '22003': 'a number is out of range',
  '22007': 'a date or time has the wrong format',
  '22008': 'a date or time is out of range',
  '22021': 'a text holds characters that cannot be stored',
  '22P02': 'a value has the wrong format',
  '22P05': 'a text holds characters that cannot be stored',
  '23502': 'a required value is missing',
  '23503': 'it refers to something that does not exist',
  '23514': 'a value is not allowed',
};

const UNAVAILABLE_CODES = new Set([
  '57P01', // admin shutdown
  '57P02', // crash shutdown
  '57P03', // cannot connect now
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
]);

/** Failures that carry no code: pg's and TypeORM's own words for a lost connection. */
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /client has encountered a connection error/i,
  /connection is not established/i,
  /cannot use a pool after calling end/i,
];

const UNAVAILABLE_NAMES = new Set([
  'ConnectionIsNotSetError',
  'CannotExecuteNotConnectedError',
  // TypeORM releases a query runner whose connection died; the transaction's next query says so.
  'QueryRunnerAlreadyReleasedError',
]);

export function classifyDatabaseFailure(error: unknown): DatabaseFailure {
  for (const layer of layers(error)) {
    const code = typeof layer.code === 'string' ? layer.code : undefined;
    if (code !== undefined && (UNAVAILABLE_CODES.has(code) || code.startsWith('08')))
      return { kind: 'unavailable' };
    if (code !== undefined && /^[0-9A-Z]{5}$/.test(code)) {
      const reason = invalidReason(code);
      if (reason !== undefined) return { kind: 'invalid', reason };
    }
    if (UNAVAILABLE_NAMES.has(String(layer.name))) return { kind: 'unavailable' };
    const message = String(layer.message ?? '');
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message)))
      return { kind: 'unavailable' };
  }
  return undefined;
}

function invalidReason(code: string): string | undefined {
  if (INVALID_REASONS[code]) return INVALID_REASONS[code];
  if (code.startsWith('22')) return 'a value is not valid';
  if (code.startsWith('54')) return 'a value is too large';
  return undefined;
}

interface ErrorLayer {
  code?: unknown;
  name?: unknown;
  message?: unknown;
  driverError?: unknown;
  cause?: unknown;
}

/** The error and what it wraps (TypeORM's driverError, an Error's cause), a few levels deep. */
function layers(error: unknown): ErrorLayer[] {
  const found: ErrorLayer[] = [];
  let pending: unknown[] = [error];
  for (let level = 0; level < 4 && pending.length > 0; level++) {
    const objects = pending.filter(
      (candidate): candidate is ErrorLayer => typeof candidate === 'object' && candidate !== null,
    );
    found.push(...objects);
    pending = objects.flatMap((layer) => [layer.driverError, layer.cause]);
  }
  return found;
}
