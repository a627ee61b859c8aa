/**
 * Holds one of our OpenAPI specs to the facts of the upstream API (tests/fixtures/upstream/api-*.json, written by
 * tests/upstream/): the same operations (method and path as the gateway maps them), the same path and query
 * parameters, and request bodies, responses, stream lines and errors with the same fields, JSON types and enum
 * values, both ways.
 *
 * A deliberate difference carries `x-upstream-difference: <reason>` on the schema, parameter or operation where it
 * is reported (on the object for a field it lacks or adds, on the property for a field whose type differs, on the
 * parameter for a path parameter we name otherwise); it is then listed as explained instead of failing.
 *
 * The upstream facts come from the swagger files, which list only the routes of the protos. A route the gateway
 * serves by itself (`runtime.WithHealthzEndpoint` adds `GET /healthz`) is passed in as a gateway route, with the
 * reason; it is then listed as explained, and nothing else of the spec escapes the comparison.
 */
import type {ApiFacts, FieldType, OperationFacts} from '../upstream/apiFacts';
import {isObject, jsonMediaOf, operationsOf, textOf, unnamedTemplate, type Json, type JsonObject} from './api-specs';

const DIFFERENCE_EXTENSION = 'x-upstream-difference';
/** How a streaming operation is marked in our specs (the renderer shows its schema as one line of NDJSON). */
export const STREAM_EXTENSION = 'x-stream';

export interface Difference {
  /** "POST /v1/round/registerIntent request.bip322Signature.message" */
  where: string;
  problem: string;
  /** The reason given in the spec, when the difference is deliberate. */
  reason?: string;
}

export interface ConformanceReport {
  unexplained: Difference[];
  explained: Difference[];
  /** How many fields were compared, so that a run that compares nothing can fail. */
  comparedFields: number;
  comparedOperations: number;
}

/**
 * Routes the gateway serves that no proto declares, keyed by route (`GET /healthz`), each with the reason; the
 * swagger files, and so the upstream facts, cannot list them.
 */
export type GatewayRoutes = Readonly<Record<string, string>>;

/** `/v1/vtxo/{outpoint.txid}/{outpoint.vout}/chain` and `/v1/vtxo/{txid}/{vout}/chain` are the same route. */
function routeKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${unnamedTemplate(path)}`;
}

function reasonOf(node: unknown): string | undefined {
  return isObject(node) && typeof node[DIFFERENCE_EXTENSION] === 'string' ? node[DIFFERENCE_EXTENSION] : undefined;
}

function describeType(type: FieldType): string {
  switch (type.kind) {
    case 'scalar':
      return type.format ? `${type.type} (${type.format})` : type.type;
    case 'enum':
      return `enum [${type.values.join(', ')}]`;
    case 'array':
      return `array of ${describeType(type.items)}`;
    case 'map':
      return `map of ${describeType(type.values)}`;
    case 'message':
      return `object ${type.name}`;
  }
}

/** The JSON types a schema allows, without "null" (nullability is not a protobuf notion). */
function jsonTypes(schema: JsonObject): string[] {
  const {type} = schema;
  const types = Array.isArray(type)
    ? type.filter((entry): entry is string => typeof entry === 'string')
    : typeof type === 'string'
      ? [type]
      : [];
  return types.filter((entry) => entry !== 'null');
}

/** An object schema's properties, with those of its allOf/oneOf/anyOf parts merged in (a protobuf oneof is flat). */
function propertiesOf(schema: JsonObject): Record<string, JsonObject> {
  const merged: Record<string, JsonObject> = {};
  if (isObject(schema.properties)) {
    for (const [name, property] of Object.entries(schema.properties)) if (isObject(property)) merged[name] = property;
  }
  for (const keyword of ['allOf', 'oneOf', 'anyOf']) {
    const parts = schema[keyword];
    if (!Array.isArray(parts)) continue;
    for (const part of parts) if (isObject(part)) Object.assign(merged, propertiesOf(part));
  }
  return merged;
}

function isObjectSchema(schema: JsonObject): boolean {
  return (
    jsonTypes(schema).includes('object') ||
    isObject(schema.properties) ||
    ['allOf', 'oneOf', 'anyOf'].some((key) => Array.isArray(schema[key]))
  );
}

/** A parameter's value is text in a URL, a request field JSON the gateway reads, a response field JSON it writes. */
type Direction = 'parameter' | 'request' | 'response';

class Comparison {
  readonly report: ConformanceReport = {unexplained: [], explained: [], comparedFields: 0, comparedOperations: 0};
  private readonly visiting = new Set<string>();
  private readonly schemaIds = new WeakMap<object, number>();
  private nextSchemaId = 1;

  constructor(private readonly facts: ApiFacts) {}

  differ(where: string, problem: string, node: unknown): void {
    const reason = reasonOf(node);
    (reason ? this.report.explained : this.report.unexplained).push({where, problem, ...(reason ? {reason} : {})});
  }

  private idOf(schema: object): number {
    if (!this.schemaIds.has(schema)) this.schemaIds.set(schema, this.nextSchemaId++);
    return this.schemaIds.get(schema)!;
  }

  /** Compares one upstream type with our schema for it; `node` is where a deliberate difference would be explained. */
  compareType(upstream: FieldType, schema: Json | undefined, where: string, direction: Direction): void {
    this.report.comparedFields += 1;
    if (!isObject(schema)) {
      this.differ(where, `expected ${describeType(upstream)}, found no schema`, schema);
      return;
    }
    const types = jsonTypes(schema);
    const mismatch = (found: string) =>
      this.differ(where, `expected ${describeType(upstream)}, found ${found}`, schema);
    switch (upstream.kind) {
      case 'scalar': {
        // The gateway reads a 64-bit integer from a JSON string or number (and from digits in a URL), and always
        // writes a string.
        const is64Bit = upstream.format === 'int64' || upstream.format === 'uint64';
        const allowed = !is64Bit
          ? [[upstream.type]]
          : direction === 'response'
            ? [['string']]
            : [['string'], ['string', 'integer'], ...(direction === 'parameter' ? [['integer']] : [])];
        if (!allowed.some((option) => option.length === types.length && option.every((type) => types.includes(type)))) {
          mismatch(types.join(' | ') || 'no type');
          return;
        }
        if (upstream.format && schema.format !== upstream.format) {
          this.differ(where, `expected format ${upstream.format}, found ${textOf(schema.format ?? 'none')}`, schema);
        }
        return;
      }
      case 'enum': {
        const values = Array.isArray(schema.enum) ? schema.enum.map(String) : [];
        if (!types.includes('string') || values.length === 0) {
          mismatch(values.length === 0 ? `${types.join(' | ') || 'no type'} without enum` : types.join(' | '));
          return;
        }
        const missing = upstream.values.filter((value) => !values.includes(value));
        const extra = values.filter((value) => !upstream.values.includes(value));
        if (missing.length > 0 || extra.length > 0) {
          this.differ(where, `enum differs: missing [${missing.join(', ')}], extra [${extra.join(', ')}]`, schema);
        }
        return;
      }
      case 'array':
        if (!types.includes('array')) {
          mismatch(types.join(' | ') || 'no type');
          return;
        }
        this.compareType(upstream.items, schema.items, `${where}[]`, direction);
        return;
      case 'map':
        if (!types.includes('object') || !isObject(schema.additionalProperties)) {
          mismatch(`${types.join(' | ') || 'no type'} without additionalProperties`);
          return;
        }
        this.compareType(upstream.values, schema.additionalProperties, `${where}{}`, direction);
        return;
      case 'message':
        if (!isObjectSchema(schema)) {
          mismatch(types.join(' | ') || 'no type');
          return;
        }
        this.compareMessage(upstream.name, schema, where, direction);
    }
  }

  private compareMessage(name: string, schema: JsonObject, where: string, direction: Direction): void {
    const key = `${name}#${this.idOf(schema)}#${direction}`;
    if (this.visiting.has(key)) return; // a recursive message, already being compared
    const message = this.facts.messages[name];
    if (!message)
      throw new Error(`The upstream facts have no message ${name}: regenerate them (npm run upstream:fixtures).`);
    this.visiting.add(key);
    const properties = propertiesOf(schema);
    for (const [field, type] of Object.entries(message.fields)) {
      const fieldWhere = where ? `${where}.${field}` : field;
      if (!(field in properties)) {
        this.report.comparedFields += 1;
        this.differ(fieldWhere, `missing: upstream sends ${describeType(type)}`, schema);
        continue;
      }
      this.compareType(type, properties[field], fieldWhere, direction);
    }
    for (const [field, property] of Object.entries(properties)) {
      if (!(field in message.fields)) {
        this.report.comparedFields += 1;
        this.differ(where ? `${where}.${field}` : field, `not upstream: ${name} has no field ${field}`, property);
      }
    }
    this.visiting.delete(key);
  }

  compareOperation(upstream: OperationFacts, operation: JsonObject, parameters: JsonObject[], label: string): void {
    this.report.comparedOperations += 1;
    const ourPath = parameters.filter((parameter) => parameter.in === 'path');
    upstream.pathParameters.forEach((expected, index) => {
      const ours = ourPath[index];
      const where = `${label} path parameter ${index + 1} (${expected.name})`;
      if (!ours) {
        this.differ(where, 'missing', operation);
        return;
      }
      // The name is not on the wire, but a reader comparing with the upstream definitions meets it.
      if (ours.name !== expected.name) this.differ(where, `named ${textOf(ours.name)} here`, ours);
      this.compareType(expected.type, ours.schema, where, 'parameter');
    });
    const ourQuery = new Map(
      parameters
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => [textOf(parameter.name), parameter]),
    );
    for (const expected of upstream.queryParameters) {
      const ours = ourQuery.get(expected.name);
      const where = `${label} query parameter ${expected.name}`;
      if (!ours) this.differ(where, `missing: upstream takes ${describeType(expected.type)}`, operation);
      else this.compareType(expected.type, ours.schema, where, 'parameter');
      ourQuery.delete(expected.name);
    }
    for (const [name, ours] of ourQuery) this.differ(`${label} query parameter ${name}`, 'not upstream', ours);

    const body = jsonMediaOf(operation.requestBody);
    if (upstream.requestBody) {
      if (!isObject(body)) this.differ(`${label} request`, 'missing: upstream takes a JSON body', operation);
      else this.compareType(upstream.requestBody, body.schema, `${label} request`, 'request');
    } else if (body !== undefined) {
      this.differ(`${label} request`, 'not upstream: upstream takes no body', operation);
    }

    const responses = isObject(operation.responses) ? operation.responses : {};
    const mediaOf = (status: string) => jsonMediaOf(responses[status]);
    const ok = mediaOf('200');
    if (!isObject(ok)) this.differ(`${label} response`, 'missing: no application/json 200 response', operation);
    else
      this.compareType(
        upstream.response,
        ok.schema,
        upstream.streaming ? `${label} stream line` : `${label} response`,
        'response',
      );
    const isStream = operation[STREAM_EXTENSION] === 'ndjson';
    if (upstream.streaming !== isStream) {
      this.differ(
        label,
        upstream.streaming
          ? `a stream upstream: mark it ${STREAM_EXTENSION}: ndjson`
          : `not a stream upstream, but marked ${STREAM_EXTENSION}`,
        operation,
      );
    }
    const error = mediaOf('default');
    if (!isObject(error)) this.differ(`${label} error`, 'missing: no application/json default response', operation);
    else this.compareType(upstream.errorResponse, error.schema, `${label} error`, 'response');
  }
}

/** Compares a bundled, dereferenced spec with the upstream facts of its API and the routes its gateway adds. */
export function compareWithUpstream(
  facts: ApiFacts,
  document: JsonObject,
  gatewayRoutes: GatewayRoutes = {},
): ConformanceReport {
  const comparison = new Comparison(facts);
  const upstreamByRoute = new Map(
    Object.values(facts.operations).map((operation) => [routeKey(operation.method, operation.path), operation]),
  );
  const seen = new Set<string>();
  for (const {method, path, operation, parameters} of operationsOf(document)) {
    const route = routeKey(method, path);
    const label = `${method.toUpperCase()} ${path}`;
    const upstream = upstreamByRoute.get(route);
    if (!upstream) {
      const gatewayReason = gatewayRoutes[route];
      if (gatewayReason)
        comparison.report.explained.push({where: label, problem: 'not in the protos', reason: gatewayReason});
      else comparison.differ(label, 'not upstream: no such method and path', operation);
      continue;
    }
    seen.add(route);
    comparison.compareOperation(upstream, operation, parameters, label);
  }
  for (const [route, upstream] of upstreamByRoute) {
    if (!seen.has(route))
      comparison.differ(
        `${upstream.method} ${upstream.path}`,
        `missing: upstream ${upstream.upstreamOperationId}`,
        document,
      );
  }
  return comparison.report;
}

export function formatDifferences(differences: Difference[]): string {
  return differences
    .map(({where, problem, reason}) => `  ${where}: ${problem}${reason ? `\n    reason: ${reason}` : ''}`)
    .join('\n');
}
