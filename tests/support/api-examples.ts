/**
 * Decodes the bitcoin and Ark values of an OpenAPI 3.1 document's examples: every string whose schema names one
 * of our formats (tests/support/api-formats.ts) must decode. Redocly's lint checks the rest of each example
 * against its schema (no-invalid-media-type-examples, no-invalid-parameter-examples, no-invalid-schema-examples
 * in api-spec/redocly.yaml) but skips formats. The request console's JSON Schema 2020-12 validator (the dialect of
 * OpenAPI 3.1), @cfworker/json-schema, finds where each format applies; only its format errors are reported here.
 *
 * The one exception: a stream's example body, the lines of its `x-stream-example`, is an extension no linter reads,
 * so each of its lines is validated here in full; its `example` must be the first of them.
 */
import {format as STRING_FORMAT_CHECKS, Validator, type OutputUnit} from '@cfworker/json-schema';
import {STREAM_EXTENSION} from './api-conformance';
import {decodeFormat, STRING_FORMATS} from './api-formats';
import {isObject, nameOf, operationsOf, STREAM_EXAMPLE, textOf, type Json, type JsonObject} from './api-specs';

/** Keywords whose value is a schema, or a list or map of schemas. */
const SCHEMA_KEYWORDS = [
  'items',
  'additionalProperties',
  'not',
  'contains',
  'propertyNames',
  'if',
  'then',
  'else',
  'unevaluatedItems',
  'unevaluatedProperties',
];
const SCHEMA_LIST_KEYWORDS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SCHEMA_MAP_KEYWORDS = ['properties', 'patternProperties', 'dependentSchemas', '$defs'];

/**
 * The number formats of OpenAPI and of grpc-gateway's specs, as the bounds they stand for: the validator checks
 * `format` on strings only, so these become `minimum`, `maximum` and `multipleOf` (./withNumberFormats below).
 */
const NUMBER_FORMATS: Record<string, {minimum?: number; maximum?: number; multipleOf?: number}> = {
  int32: {minimum: -(2 ** 31), maximum: 2 ** 31 - 1, multipleOf: 1},
  int64: {minimum: -(2 ** 63), maximum: 2 ** 63, multipleOf: 1},
  uint32: {minimum: 0, maximum: 2 ** 32 - 1, multipleOf: 1},
  uint64: {minimum: 0, multipleOf: 1},
  float: {},
  double: {},
};

const BOUND_KEYWORDS = new Set(['minimum', 'maximum', 'multipleOf']);

/** `formats`: report only values that do not decode; `all`: every way the value breaks its schema. */
type CheckScope = 'formats' | 'all';

export interface ExampleProblem {
  /** Which example: "POST /v1/boarding (getBoardingAddress) › request body application/json › example". */
  where: string;
  message: string;
}

/** Why the last value of each bitcoin or Ark format failed to decode, to say so in the problem. */
const decodeFailures = new Map<string, string>();

// The validator's format checks are one record, which it reads at each check: ours join its own (date-time, uri…).
for (const name of Object.keys(STRING_FORMATS)) {
  STRING_FORMAT_CHECKS[name] = (value: string) => {
    try {
      decodeFormat(name, value);
      return true;
    } catch (error) {
      decodeFailures.set(`${name}:${value}`, (error as Error).message);
      return false;
    }
  };
}

/** Keywords that only say that something deeper failed: the deeper error is the one worth reporting. */
const WRAPPING_KEYWORDS = new Set(['properties', 'items', 'prefixItems', '$ref', 'allOf', 'anyOf', 'oneOf']);

/** Every schema inside `schema` (itself included), with its location. */
function* subschemas(schema: JsonObject, where: string, seen: Set<JsonObject>): Generator<[JsonObject, string]> {
  if (seen.has(schema)) return;
  seen.add(schema);
  yield [schema, where];
  for (const keyword of SCHEMA_KEYWORDS) {
    const value = schema[keyword];
    if (isObject(value)) yield* subschemas(value, `${where}.${keyword}`, seen);
  }
  for (const keyword of SCHEMA_LIST_KEYWORDS) {
    const value = schema[keyword];
    if (Array.isArray(value))
      for (const [i, item] of value.entries())
        if (isObject(item)) yield* subschemas(item, `${where}.${keyword}[${i}]`, seen);
  }
  for (const keyword of SCHEMA_MAP_KEYWORDS) {
    const value = schema[keyword];
    if (isObject(value))
      for (const [key, item] of Object.entries(value))
        if (isObject(item)) yield* subschemas(item, `${where}.${keyword}.${key}`, seen);
  }
}

/** The example and the named examples of a media type or a parameter, with their locations. */
function examplesOf(holder: JsonObject, where: string): Array<[Json, string]> {
  const found: Array<[Json, string]> = [];
  if ('example' in holder) found.push([holder.example!, `${where} › example`]);
  if (isObject(holder.examples)) {
    for (const [name, example] of Object.entries(holder.examples)) {
      if (isObject(example) && 'value' in example) found.push([example.value!, `${where} › examples.${name}`]);
    }
  }
  return found;
}

/**
 * A copy of `schema` in which each number format is also the bounds it stands for, and the formats no check knows:
 * a typo in a spec must not pass unchecked.
 */
function withNumberFormats(schema: JsonObject, unknown: Set<string>): JsonObject {
  const copy = structuredClone(schema);
  for (const [subschema] of subschemas(copy, '', new Set())) {
    const format = typeof subschema.format === 'string' ? subschema.format : undefined;
    const bounds = format ? NUMBER_FORMATS[format] : undefined;
    if (bounds) for (const [keyword, bound] of Object.entries(bounds)) subschema[keyword] ??= bound;
    else if (format && !STRING_FORMAT_CHECKS[format]) unknown.add(format);
  }
  return copy;
}

/** What a location of the validator's output points at, in a schema (`#/properties/amount`) or a value (`#/txid`). */
function at(root: Json, location: string): Json | undefined {
  let node: Json | undefined = root;
  for (const token of location.split('/').slice(1)) {
    const key = decodeURI(token).replace(/%23/g, '#').replace(/~1/g, '/').replace(/~0/g, '~');
    node = isObject(node) || Array.isArray(node) ? (node as Record<string, Json>)[key] : undefined;
  }
  return node;
}

export class ExampleValidator {
  readonly problems: ExampleProblem[] = [];
  /** How many examples were checked (each line of a stream's example body counts once). */
  checked = 0;

  check(value: Json, schema: JsonObject, where: string, scope: CheckScope = 'formats'): void {
    this.checked += 1;
    const unknown = new Set<string>();
    const checked = withNumberFormats(schema, unknown);
    if (unknown.size > 0) {
      this.problems.push({where, message: `its schema names formats no check knows: ${[...unknown].join(', ')}`});
      return;
    }
    const {errors} = new Validator(checked, '2020-12', false).validate(value);
    // A number format's bounds fail as `minimum`, `maximum` or `multipleOf`, on the schema that names the format.
    const isFormatError = ({keyword, keywordLocation}: OutputUnit) => {
      if (keyword === 'format') return true;
      if (!BOUND_KEYWORDS.has(keyword)) return false;
      const holder = at(checked, keywordLocation.replace(/\/[^/]+$/, ''));
      return isObject(holder) && typeof holder.format === 'string' && holder.format in NUMBER_FORMATS;
    };
    const formatErrors = errors.filter(isFormatError);
    const reported = scope === 'all' ? errors.filter(({keyword}) => !WRAPPING_KEYWORDS.has(keyword)) : formatErrors;
    if (reported.length === 0) return;
    const reasons = formatErrors.flatMap(({instanceLocation, keywordLocation}) => {
      const [name, instance] = [at(checked, keywordLocation), at(value, instanceLocation)];
      const failure = typeof instance === 'string' && decodeFailures.get(`${textOf(name)}:${instance}`);
      return failure ? [failure] : [];
    });
    const message = reported
      .map(({instanceLocation, error}) => `example${instanceLocation.replace(/^#/, '')}: ${error}`)
      .join('; ');
    this.problems.push({where, message: reasons.length > 0 ? `${message} (${reasons.join('; ')})` : message});
  }

  /** A stream's example body: every line of `x-stream-example` in full, and its `example` is the first line. */
  private checkStreamExample(media: JsonObject, schema: JsonObject, where: string): void {
    const transcript = media[STREAM_EXAMPLE];
    if (!Array.isArray(transcript) || transcript.length === 0) {
      this.problems.push({where, message: `a stream's example body needs ${STREAM_EXAMPLE}, a list of lines`});
      return;
    }
    for (const [i, line] of transcript.entries())
      this.check(line, schema, `${where} ${STREAM_EXAMPLE}, line ${i + 1}`, 'all');
    if (JSON.stringify(media.example) !== JSON.stringify(transcript[0])) {
      this.problems.push({where: `${where} example`, message: `is not the first line of ${STREAM_EXAMPLE}`});
    }
  }

  private checkContent(content: Json | undefined, where: string, isStream = false): void {
    if (!isObject(content)) return;
    for (const [mediaType, media] of Object.entries(content)) {
      if (!isObject(media) || !isObject(media.schema)) continue;
      if (isStream) this.checkStreamExample(media, media.schema, `${where} ${mediaType} ›`);
      for (const [value, at] of examplesOf(media, `${where} ${mediaType}`)) this.check(value, media.schema, at);
    }
  }

  /** The examples of every parameter, request body and response of every operation. */
  checkOperations(document: JsonObject): void {
    for (const operation of operationsOf(document)) {
      const name = nameOf(operation);
      for (const parameter of operation.parameters) {
        if (!isObject(parameter.schema)) continue;
        for (const [value, at] of examplesOf(
          parameter,
          `${name} › ${textOf(parameter.in)} parameter ${textOf(parameter.name)}`,
        )) {
          this.check(value, parameter.schema, at);
        }
      }
      const body = operation.operation.requestBody;
      if (isObject(body)) this.checkContent(body.content, `${name} › request body`);
      const responses = operation.operation.responses;
      if (isObject(responses)) {
        for (const [status, response] of Object.entries(responses)) {
          const isStream = status === '200' && operation.operation[STREAM_EXTENSION] === 'ndjson';
          if (isObject(response)) this.checkContent(response.content, `${name} › response ${status}`, isStream);
        }
      }
    }
  }

  /** Every `example` and `examples` written inside a schema: the component schemas and the operations' own. */
  checkSchemas(document: JsonObject): void {
    const seen = new Set<JsonObject>();
    const roots: Array<[JsonObject, string]> = [];
    const components = isObject(document.components) ? document.components : {};
    if (isObject(components.schemas))
      for (const [name, schema] of Object.entries(components.schemas))
        if (isObject(schema)) roots.push([schema, `components.schemas.${name}`]);
    for (const operation of operationsOf(document)) {
      const name = nameOf(operation);
      for (const parameter of operation.parameters)
        if (isObject(parameter.schema))
          roots.push([
            parameter.schema,
            `${name} › ${textOf(parameter.in)} parameter ${textOf(parameter.name)} › schema`,
          ]);
      const contents: Array<[Json | undefined, string]> = [];
      const body = operation.operation.requestBody;
      if (isObject(body)) contents.push([body.content, 'request body']);
      const responses = operation.operation.responses;
      if (isObject(responses))
        for (const [status, response] of Object.entries(responses))
          if (isObject(response)) contents.push([response.content, `response ${status}`]);
      for (const [content, label] of contents) {
        if (!isObject(content)) continue;
        for (const [mediaType, media] of Object.entries(content))
          if (isObject(media) && isObject(media.schema))
            roots.push([media.schema, `${name} › ${label} ${mediaType} › schema`]);
      }
    }
    for (const [root, rootWhere] of roots) {
      for (const [schema, where] of subschemas(root, rootWhere, seen)) {
        if ('example' in schema) this.check(schema.example, schema, `${where} › example`);
        if (Array.isArray(schema.examples))
          for (const [i, value] of schema.examples.entries()) this.check(value, schema, `${where} › examples[${i}]`);
      }
    }
  }
}

export function formatProblems(file: string, problems: ExampleProblem[]): string {
  return `${problems.length} example(s) of ${file} do not decode or do not match their schema:\n${problems.map(({where, message}) => `- ${where}: ${message}`).join('\n')}`;
}
