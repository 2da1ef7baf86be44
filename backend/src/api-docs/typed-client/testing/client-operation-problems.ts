import type { OpenAPIObject, ReferenceObject, SchemaObject } from '@nestjs/swagger';

type Schema = SchemaObject | ReferenceObject | undefined;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

const ERROR_STATUSES = ['400', '401', '403', '404'];
const ERROR_SCHEMA = '#/components/schemas/ApiErrorDto';

/**
 * What keeps a generated client from typing one operation: no operation id, no bearer scheme, a
 * path parameter, body or success answer without a real type (at any depth), or an error answer
 * without the error body. Empty when the operation is complete.
 */
export function clientOperationProblems(
  document: OpenAPIObject,
  method: Method,
  path: string,
): string[] {
  const operation = document.paths[path]?.[method];
  if (!operation) return [`${method} ${path} is not in the document`];
  const json = (content?: Record<string, { schema?: Schema }>) =>
    content?.['application/json']?.schema;
  const responses = operation.responses as Record<string, { content?: never }>;
  const success = responses['200'] ?? responses['201'];
  const parameters = (operation.parameters ?? []) as {
    in: string;
    name: string;
    schema?: Schema;
  }[];
  const body = operation.requestBody as { content?: never } | undefined;
  return [
    ...(operation.operationId ? [] : ['no operationId']),
    ...(operation.security?.some((scheme) => 'bearer' in scheme) ? [] : ['no bearer security']),
    ...pathNames(path).flatMap((name) => {
      const parameter = parameters.find((one) => one.in === 'path' && one.name === name);
      return untyped(document, parameter?.schema, `path parameter ${name}`);
    }),
    ...(method === 'post' ? untyped(document, json(body?.content), 'request body') : []),
    ...untyped(document, json(success?.content), 'success answer'),
    ...ERROR_STATUSES.filter(
      (status) => (json(responses[status]?.content) as ReferenceObject)?.$ref !== ERROR_SCHEMA,
    ).map((status) => `no ${status} answer with the error body`),
  ].map((problem) => `${method} ${path}: ${problem}`);
}

function pathNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}

/** Where a schema, followed through its references, leaves a value untyped. */
function untyped(
  document: OpenAPIObject,
  schema: Schema,
  where: string,
  seen = new Set<string>(),
): string[] {
  if (!schema) return [`${where} has no schema`];
  if ('$ref' in schema) {
    if (seen.has(schema.$ref)) return [];
    seen.add(schema.$ref);
    const name = schema.$ref.split('/').pop()!;
    return untyped(document, document.components?.schemas?.[name], name, seen);
  }
  const alternatives = schema.oneOf ?? schema.anyOf ?? schema.allOf;
  if (alternatives)
    return alternatives.flatMap((one, index) => untyped(document, one, `${where}|${index}`, seen));
  if (schema.enum) return [];
  switch (schema.type) {
    case 'string':
    case 'number':
    case 'integer':
    case 'boolean':
      return [];
    case 'array':
      return untyped(document, schema.items, `${where}[]`, seen);
    case 'object':
      return objectUntyped(document, schema, where, seen);
    default:
      return [`${where} has no type`];
  }
}

function objectUntyped(
  document: OpenAPIObject,
  schema: SchemaObject,
  where: string,
  seen: Set<string>,
): string[] {
  const properties = Object.entries(schema.properties ?? {});
  const values = schema.additionalProperties;
  if (properties.length === 0 && !values) return [`${where} is an object without properties`];
  return [
    ...properties.flatMap(([name, property]) =>
      untyped(document, property, `${where}.${name}`, seen),
    ),
    ...(typeof values === 'object' ? untyped(document, values, `${where}{}`, seen) : []),
  ];
}
