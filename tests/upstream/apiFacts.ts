/**
 * The facts of an upstream REST API, derived from the swagger files that grpc-gateway's protoc-gen-openapiv2
 * generated from its protos: every operation (method, path, parameters, request body, response, whether it streams)
 * and every message (field names and JSON types, enum values). Names and types only: no upstream prose.
 *
 * The JSON types are those the gateway speaks: 64-bit integers are strings with their format, 32-bit integers
 * are numbers (the generator labels uint32 `integer`/`int64`, so integer formats are not kept), enums are their
 * full value names.
 */

export type FieldType =
  | {kind: 'scalar'; type: 'string' | 'integer' | 'number' | 'boolean'; format?: 'int64' | 'uint64' | 'byte'}
  | {kind: 'enum'; values: string[]}
  | {kind: 'array'; items: FieldType}
  | {kind: 'map'; values: FieldType}
  | {kind: 'message'; name: string};

interface MessageFacts {
  fields: Record<string, FieldType>;
}

interface ParameterFacts {
  name: string;
  type: FieldType;
}

export interface OperationFacts {
  method: string;
  /** The path as the gateway maps it, with the upstream parameter names (`/v1/vtxo/{outpoint.txid}/…`). */
  path: string;
  upstreamOperationId: string;
  pathParameters: ParameterFacts[];
  queryParameters: ParameterFacts[];
  requestBody: FieldType | null;
  response: FieldType;
  errorResponse: FieldType;
  /** A server stream: the body is one JSON object per line. */
  streaming: boolean;
}

export interface ApiFacts {
  repository: string;
  commit: string;
  /** The swagger files the facts come from. */
  sources: string[];
  /** Keyed by `METHOD /path`. */
  operations: Record<string, OperationFacts>;
  messages: Record<string, MessageFacts>;
}

interface SwaggerSchema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: string[];
  items?: SwaggerSchema;
  properties?: Record<string, SwaggerSchema>;
  additionalProperties?: SwaggerSchema | boolean;
  title?: string;
}

interface SwaggerParameter {
  name: string;
  in: 'path' | 'query' | 'body' | 'header';
  type?: string;
  format?: string;
  items?: SwaggerSchema;
  enum?: string[];
  schema?: SwaggerSchema;
}

interface SwaggerOperation {
  operationId: string;
  parameters?: SwaggerParameter[];
  responses: Record<string, {description?: string; schema?: SwaggerSchema}>;
}

export interface SwaggerDocument {
  swagger: string;
  paths?: Record<string, Record<string, SwaggerOperation>>;
  definitions?: Record<string, SwaggerSchema>;
}

const STRING_FORMATS = new Set(['int64', 'uint64', 'byte']);

/** Turns the swagger files of one service family into its facts. Throws, naming the file, on what it cannot read. */
export function apiFactsFromSwagger(
  repository: string,
  commit: string,
  documents: Array<{file: string; document: SwaggerDocument}>,
): ApiFacts {
  const definitions: Record<string, SwaggerSchema> = {};
  for (const {file, document} of documents) {
    if (document.swagger !== '2.0') throw new Error(`${file}: expected a swagger 2.0 document`);
    Object.assign(definitions, document.definitions ?? {});
  }
  const messages: Record<string, MessageFacts> = {};

  function messageNamed(name: string, schema: SwaggerSchema, where: string): FieldType {
    if (!(name in messages)) {
      messages[name] = {fields: {}};
      for (const [field, fieldSchema] of Object.entries(schema.properties ?? {})) {
        messages[name].fields[field] = typeOf(fieldSchema, `${where}.${field}`);
      }
    }
    return {kind: 'message', name};
  }

  function typeOf(schema: SwaggerSchema, where: string): FieldType {
    if (schema.$ref) {
      const name = schema.$ref.replace('#/definitions/', '');
      const target = definitions[name];
      if (!target) throw new Error(`${where}: unknown definition ${schema.$ref}`);
      if (target.enum) return {kind: 'enum', values: [...target.enum]};
      if (
        target.type === 'object' &&
        !target.properties &&
        target.additionalProperties &&
        target.additionalProperties !== true
      ) {
        return {kind: 'map', values: typeOf(target.additionalProperties, `${where}{}`)};
      }
      return messageNamed(name, target, name);
    }
    if (schema.enum) return {kind: 'enum', values: [...schema.enum]};
    switch (schema.type) {
      case 'string':
        return schema.format && STRING_FORMATS.has(schema.format)
          ? {kind: 'scalar', type: 'string', format: schema.format as 'int64' | 'uint64' | 'byte'}
          : {kind: 'scalar', type: 'string'};
      case 'integer':
      case 'number':
      case 'boolean':
        return {kind: 'scalar', type: schema.type};
      case 'array':
        if (!schema.items) throw new Error(`${where}: array without items`);
        return {kind: 'array', items: typeOf(schema.items, `${where}[]`)};
      case 'object':
        if (schema.properties) return messageNamed(where, schema, where);
        if (schema.additionalProperties && schema.additionalProperties !== true) {
          return {kind: 'map', values: typeOf(schema.additionalProperties, `${where}{}`)};
        }
        return messageNamed(where, {properties: {}}, where);
      default:
        throw new Error(`${where}: cannot read type ${JSON.stringify(schema.type)}`);
    }
  }

  function parameterType(parameter: SwaggerParameter, where: string): FieldType {
    if (parameter.type === 'array') {
      return {kind: 'array', items: typeOf(parameter.items ?? {type: 'string'}, `${where}[]`)};
    }
    return typeOf({type: parameter.type, format: parameter.format, enum: parameter.enum}, where);
  }

  const operations: Record<string, OperationFacts> = {};
  for (const {file, document} of documents) {
    for (const [path, methods] of Object.entries(document.paths ?? {})) {
      for (const [method, operation] of Object.entries(methods)) {
        const key = `${method.toUpperCase()} ${path}`;
        const where = `${file} ${key}`;
        const parameters = operation.parameters ?? [];
        const body = parameters.find((parameter) => parameter.in === 'body');
        const ok = operation.responses['200'];
        if (!ok?.schema) throw new Error(`${where}: no 200 response schema`);
        const streaming = Boolean(ok.schema.title?.startsWith('Stream result of'));
        operations[key] = {
          method: method.toUpperCase(),
          path,
          upstreamOperationId: operation.operationId,
          pathParameters: parameters
            .filter((parameter) => parameter.in === 'path')
            .map((parameter) => ({
              name: parameter.name,
              type: parameterType(parameter, `${operation.operationId}.${parameter.name}`),
            })),
          queryParameters: parameters
            .filter((parameter) => parameter.in === 'query')
            .map((parameter) => ({
              name: parameter.name,
              type: parameterType(parameter, `${operation.operationId}.${parameter.name}`),
            })),
          requestBody: body?.schema ? typeOf(body.schema, `${operation.operationId}Body`) : null,
          response: typeOf(
            ok.schema,
            streaming ? `${operation.operationId}StreamLine` : `${operation.operationId}Response`,
          ),
          errorResponse: typeOf(
            operation.responses.default?.schema ?? {$ref: '#/definitions/rpcStatus'},
            `${operation.operationId}Error`,
          ),
          streaming,
        };
      }
    }
  }
  return {repository, commit, sources: documents.map(({file}) => file), operations, messages: sortKeys(messages)};
}

function sortKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}
