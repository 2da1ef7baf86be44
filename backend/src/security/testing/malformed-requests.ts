import { randomUUID } from 'node:crypto';
import type { Body, Operation, Schema } from './openapi-operations';

/** One malformed request: raw body text so that values JSON cannot express (1e999) fit too. */
export interface FuzzCase {
  label: string;
  path: string;
  query?: string;
  body?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

/** Real ids by path parameter or body property name, so that bodies reach past the 404s. */
export type KnownIds = (name: string, path: string) => string;

const MAX_PROPERTIES = 10;
const NUL = '"a\\u0000b"';
const ESCAPE = '"a\\u001bb"';
const MEGABYTE_STRING = JSON.stringify('x'.repeat(1 << 20));
const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

const BAD_IDS = [
  'abc',
  '99999999999999999999',
  '-1',
  '1e308',
  '%00',
  'a%1Bb',
  '00000000-0000-0000-0000-00000000000g',
  '%E0%A4%A',
  'x'.repeat(3000),
];
const BAD_QUERY_VALUES = [
  '%00',
  'a%1Bb',
  'abc',
  '99999999999999999999',
  '-1',
  '1e308',
  'x'.repeat(3000),
];

/** Wrong types, nulls, control characters and extreme numbers for one property, as JSON text. */
function badValues(schema: Schema): string[] {
  const nulls = schema.nullable ? [] : ['null'];
  switch (schema.type) {
    case 'string':
      return ['12345', '["x"]', NUL, ESCAPE, ...nulls];
    case 'integer':
    case 'number':
      return ['"abc"', '"NaN"', '1e308', '1e999', '9223372036854775808', '-1', '1.5', ...nulls];
    case 'boolean':
      return ['"yes"', '2', ...nulls];
    case 'array':
      return ['"x"', '[null]', '[1e308]', `[${NUL}]`, ...nulls];
    default:
      return ['"x"', '[]', `{${NUL}:1}`, `{"x":${NUL}}`, ...nulls];
  }
}

function plausible(name: string, schema: Schema, ids: KnownIds, path: string): unknown {
  if (schema.enum?.length) return schema.enum[0];
  if (schema.type === 'integer' || schema.type === 'number') return 1;
  if (schema.type === 'boolean') return true;
  if (schema.type === 'array') return [];
  if (schema.type === 'object') return {};
  if (schema.format === 'uuid') return ids(name, path);
  if (schema.format === 'email') return 'fuzz@example.com';
  if (schema.format?.startsWith('date')) return '2025-01-01';
  return 'fuzz';
}

/** A JSON object from raw JSON texts by key. */
const objectText = (entries: [string, string][]) =>
  `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`;

function bodyCases(body: Body, path: string, ids: KnownIds): FuzzCase[] {
  const base = body.properties.map(([name, schema]): [string, string] => [
    name,
    JSON.stringify(plausible(name, schema, ids, path)),
  ]);
  const withValue = (name: string, value: string) =>
    objectText([...base.filter(([key]) => key !== name), [name, value]]);
  const cases = body.properties.slice(0, MAX_PROPERTIES).flatMap(([name, schema]) =>
    badValues(schema).map((value) => ({
      label: `body.${name} = ${value}`,
      path,
      body: withValue(name, value),
    })),
  );
  const text = body.properties.find(([, schema]) => schema.type === 'string')?.[0] ?? 'text';
  return [
    ...cases,
    { label: `body.${text} = 1 MB string`, path, body: withValue(text, MEGABYTE_STRING) },
    { label: 'body = [body]', path, body: `[${objectText(base)}]` },
    { label: 'body + unknown property', path, body: withValue('unexpected', NUL) },
  ];
}

const BOUNDARY = 'fuzz-boundary';

/** A multipart body with the given text fields and one file part. */
function multipart(fields: [string, string][], fileName: string): string {
  const parts = fields.map(
    ([name, value]) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const file = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files[]"; filename="${fileName}"\r\nContent-Type: text/plain\r\n\r\nfuzz\r\n`;
  return `${parts.join('')}${file}--${BOUNDARY}--\r\n`;
}

/**
 * Uploads: a NUL in each text field, and in the file's name. The file-name case names unknown
 * ids: with real ones the upload is valid (control characters are dropped from file names).
 */
function multipartCases(body: Body, path: string, ids: KnownIds): FuzzCase[] {
  const fields = (known: KnownIds) =>
    body.properties.map(([name, schema]): [string, string] => [
      name,
      String(plausible(name, schema, known, path)),
    ]);
  const base = fields(ids);
  const contentType = `multipart/form-data; boundary=${BOUNDARY}`;
  return [
    ...base.map(([name]) => ({
      label: `multipart ${name} with NUL`,
      path,
      contentType,
      body: multipart([...base.filter(([key]) => key !== name), [name, 'a\u0000b']], 'a.txt'),
    })),
    {
      label: 'multipart file name with NUL',
      path,
      contentType,
      body: multipart(
        fields(() => randomUUID()),
        'a\u0000.txt',
      ),
    },
  ];
}

const WHOLE_BODIES: [string, string, string, Record<string, string>?][] = [
  ['not JSON', 'application/json', '{"name": '],
  ['JSON string', 'application/json', '"text"'],
  ['JSON null', 'application/json', 'null'],
  ['JSON 1e999', 'application/json', '1e999'],
  ['empty array', 'application/json', '[]'],
  ['40,000 nested arrays', 'application/json', nested(40_000)],
  ['100,000 nested arrays', 'application/json', nested(100_000)],
  [
    'prototype key',
    'application/json',
    '{"__proto__":{"polluted":true},"constructor":{"prototype":{}}}',
  ],
  ['plain text', 'text/plain', 'hello'],
  ['form with NUL', 'application/x-www-form-urlencoded', 'name=%00&email=a%00b'],
  ['broken gzip', 'application/json', 'not gzip', { 'Content-Encoding': 'gzip' }],
  ['unknown encoding', 'application/json', '{}', { 'Content-Encoding': 'x-unknown' }],
  ['unknown charset', 'application/json; charset=x-unknown', '{}'],
];

/** Every kind of malformed request for one operation. */
export function malformedRequests(operation: Operation, ids: KnownIds): FuzzCase[] {
  const fill = (real: boolean, bad?: [string, string]) =>
    operation.path.replace(/\{(\w+)\}/g, (_all, name: string) =>
      bad?.[0] === name ? bad[1] : real ? ids(name, operation.path) : randomUUID(),
    );
  const withBody = operation.bodies.length > 0;
  const path = fill(withBody);
  return [
    ...operation.bodies.flatMap((body) => bodyCases(body, path, ids)),
    ...(operation.multipart
      ? operation.bodies.flatMap((body) => multipartCases(body, path, ids))
      : []),
    ...WHOLE_BODIES.map(([label, contentType, body, headers]) => ({
      label: `body: ${label}`,
      path: fill(false),
      contentType,
      body,
      headers,
    })),
    ...operation.pathParams.flatMap((name) =>
      BAD_IDS.map((bad) => ({
        label: `path.${name} = ${bad.slice(0, 40)}`,
        path: fill(false, [name, bad]),
      })),
    ),
    ...operation.query.flatMap(({ name }) => [
      ...BAD_QUERY_VALUES.map((bad) => ({
        label: `query.${name} = ${bad.slice(0, 40)}`,
        path: fill(false),
        query: `${name}=${bad}`,
      })),
      { label: `query.${name} twice`, path: fill(false), query: `${name}=1&${name}=2` },
    ]),
  ];
}

/** A well-formed request: real ids in the path, a plausible value for each body property. */
export function plausibleRequest(operation: Operation, ids: KnownIds): FuzzCase {
  const path = operation.path.replace(/\{(\w+)\}/g, (_all, name: string) =>
    ids(name, operation.path),
  );
  const body = operation.bodies[0];
  if (!body) return { label: 'no body', path };
  const fields = body.properties.map(([name, schema]): [string, unknown] => [
    name,
    plausible(name, schema, ids, path),
  ]);
  if (!operation.multipart)
    return { label: 'plausible body', path, body: JSON.stringify(Object.fromEntries(fields)) };
  return {
    label: 'plausible upload',
    path,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: multipart(
      fields.map(([name, value]) => [name, String(value)]),
      'a.txt',
    ),
  };
}
