import type { INestApplication } from '@nestjs/common';
import { openApiOperations, type Operation } from './openapi-operations';
import { registeredRoutes } from './registered-routes';

/** `METHOD /path/{param}`; a left-out route may name `*` for every method. */
export type RouteKey = string;

export interface FuzzTargets {
  /** One per route the router registers, described by the OpenAPI document where it has one. */
  operations: Operation[];
  /** Left-out keys that name no registered route (a route renamed or removed). */
  staleExclusions: RouteKey[];
}

export const routeKey = (operation: Pick<Operation, 'method' | 'path'>): RouteKey =>
  `${operation.method.toUpperCase()} ${operation.path}`;

/**
 * Every route of the app's router, so that a new one is fuzzed without anyone listing it: the
 * OpenAPI document gives its parameters and bodies; a route outside it (a plain Express handler)
 * is fuzzed through its path parameters and whole bodies. Routes in `leftOut` are skipped.
 */
export function fuzzTargets(
  app: INestApplication,
  leftOut: Readonly<Record<RouteKey, string>>,
): FuzzTargets {
  const documented = new Map(openApiOperations(app).map((op) => [routeKey(op), op]));
  const isLeftOut = (key: RouteKey) => key in leftOut || `* ${key.split(' ')[1]}` in leftOut;
  const keys = [...new Set(registeredRoutes(app).map(toOpenApiStyle))];
  const operations = keys
    .filter((key) => !isLeftOut(key))
    .map((key) => documented.get(key) ?? undocumented(key));
  const undocumentedOnly = [...documented.keys()].filter((key) => !keys.includes(key));
  if (undocumentedOnly.length)
    throw new Error(`Documented but not registered: ${undocumentedOnly.join(', ')}`);
  const staleExclusions = Object.keys(leftOut).filter((excluded) => {
    const [method, path] = excluded.split(' ');
    return !keys.some((key) => (method === '*' ? key.endsWith(` ${path}`) : key === excluded));
  });
  return { operations, staleExclusions };
}

/** Express's `/job/:id` as OpenAPI's `/job/{id}` (a wildcard `{*path}` stays as it is). */
function toOpenApiStyle(route: string): RouteKey {
  return route.replace(/:(\w+)/g, '{$1}');
}

const METHODS = new Set<string>(['get', 'post', 'put', 'patch', 'delete']);

function undocumented(key: RouteKey): Operation {
  const [method, path] = key.split(' ') as [string, string];
  const lower = method.toLowerCase();
  if (!METHODS.has(lower)) throw new Error(`${key}: no way to fuzz ${method}; leave it out`);
  return {
    method: lower as Operation['method'],
    path,
    pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!),
    query: [],
    bodies: [],
    multipart: false,
  };
}
