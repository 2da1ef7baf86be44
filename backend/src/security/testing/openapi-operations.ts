import type { INestApplication } from '@nestjs/common';
import type {
  OpenAPIObject,
  ParameterObject,
  ReferenceObject,
  SchemaObject,
} from '@nestjs/swagger';
import { ApiDocument } from '../../api-docs/api-document';

export type Schema = SchemaObject;

export interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI path: /api/v1/job/{id}. */
  path: string;
  pathParams: string[];
  query: { name: string; schema: Schema }[];
  /** One per body the operation takes (several for a oneOf); empty when it takes none. */
  bodies: Body[];
  multipart: boolean;
}

/** A body's top-level properties, each with its $ref resolved. */
export interface Body {
  properties: [string, Schema][];
  required: string[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation of the OpenAPI document the app serves, with $refs resolved. */
export function openApiOperations(app: INestApplication): Operation[] {
  const document = app.get(ApiDocument).get();
  const resolve = resolver(document);
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => {
      const operation = item[method]!;
      const parameters = (operation.parameters ?? []).map(
        (parameter) => resolve(parameter) as ParameterObject,
      );
      const content = (resolve(operation.requestBody ?? {}) as { content?: object }).content ?? {};
      const [mediaType, body] = (Object.entries(content)[0] ?? []) as [
        string?,
        { schema?: Schema }?,
      ];
      const schema = body?.schema ? resolve(body.schema) : undefined;
      return {
        method,
        path,
        multipart: mediaType === 'multipart/form-data',
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: resolve(p.schema ?? {}) })),
        bodies: (!schema ? [] : schema.oneOf ? schema.oneOf.map(resolve) : [schema]).map(
          (one: Schema): Body => ({
            properties: Object.entries(one.properties ?? {}).map(([name, property]) => [
              name,
              resolve(property),
            ]),
            required: one.required ?? [],
          }),
        ),
      };
    }),
  );
}

function resolver(document: OpenAPIObject) {
  const resolve = (value: Schema | ReferenceObject | object): Schema => {
    const single = (value as Schema).allOf;
    if (single?.length === 1) return resolve(single[0]!);
    if (!('$ref' in value)) return value as Schema;
    const name = value.$ref.split('/').pop()!;
    return resolve(document.components?.schemas?.[name] ?? {});
  };
  return resolve;
}
