/**
 * Reads a bundled OpenAPI document into what the page and its Markdown twin print; anything malformed fails with the
 * JSON pointer of the place at fault.
 */
import {
  escapePointerToken,
  isObject,
  objectsOf,
  resolvePointer,
  stringOf,
  textOf,
  type Json,
  type JsonObject,
} from './json';
import {SpecError} from './errors';
import {walkSchema, type SchemaView} from './schema';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** The media types that mean "a stream of JSON lines" on their own. */
const NDJSON_MEDIA_TYPES = new Set(['application/x-ndjson', 'application/ndjson', 'application/jsonl']);
const SHARED_ERROR_RESPONSE = '#/components/responses/DefaultError';

export interface ExampleView {
  /** The name of a named example (`examples.<name>`). */
  name?: string;
  summary?: string;
  value: Json;
}

export interface MediaView {
  mediaType: string;
  schema?: SchemaView;
  examples: ExampleView[];
}

export interface ResponseView {
  /** "200", "default" */
  status: string;
  description?: string;
  contents: MediaView[];
  /** The response is the document's shared error response, shown once in its own section. */
  isSharedError: boolean;
}

export interface ParameterView {
  name: string;
  in: string;
  required: boolean;
  deprecated: boolean;
  description?: string;
  schema: SchemaView;
  /** A list parameter sent as one comma-separated value (`style: simple` or `form` without explode). */
  commaSeparated: boolean;
  example?: {value: Json};
  upstreamDifference?: string;
}

export interface CodeSampleView {
  label: string;
  /** The Prism language (`bash`, `typescript`, …). */
  language: string;
  source: string;
}

/** Alternatives of sets of scheme names: `[[]]`-free; `[]` means no credential at all. */
export type SecurityRequirements = string[][];

export interface OperationView {
  operationId: string;
  method: HttpMethod;
  path: string;
  summary: string;
  description?: string;
  deprecated: boolean;
  /** The body of a 2xx response is newline-delimited JSON, each line matching the response schema. */
  streams: boolean;
  security: {requirements: SecurityRequirements; anonymousAllowed: boolean; inherited: boolean};
  parameters: ParameterView[];
  requestBody?: {description?: string; required: boolean; contents: MediaView[]};
  responses: ResponseView[];
  codeSamples: CodeSampleView[];
  upstreamDifference?: string;
  /** Where the operation sits in the bundled document, for error messages. */
  pointer: string;
}

export interface TagView {
  name: string;
  anchor: string;
  displayName: string;
  description?: string;
  operatorOnly: boolean;
  operations: OperationView[];
}

export interface SecuritySchemeView {
  name: string;
  type: string;
  /** For apiKey: where the key goes (`header`, `query`, `cookie`) and under which name. */
  in?: string;
  parameterName?: string;
  /** For http: the scheme (`bearer`, `basic`). */
  scheme?: string;
  description?: string;
}

export interface ReferenceModel {
  title: string;
  version: string;
  description?: string;
  servers: Array<{url: string; description?: string}>;
  securitySchemes: SecuritySchemeView[];
  sharedError?: ResponseView;
  tags: TagView[];
}

export interface ModelOptions {
  /** Tags of the operator's own endpoints, marked "operator only". */
  operatorTags: readonly string[];
}

function examplesOf(media: JsonObject, schema: Json | undefined, document: JsonObject): ExampleView[] {
  if (isObject(media.examples)) {
    return Object.entries(media.examples).flatMap(([name, example]) => {
      const resolved =
        isObject(example) && stringOf(example.$ref) ? resolvePointer(document, example.$ref as string) : example;
      if (!isObject(resolved) || resolved.value === undefined) return [];
      return [{name, summary: stringOf(resolved.summary), value: resolved.value}];
    });
  }
  if (media.example !== undefined) return [{value: media.example}];
  // No example on the media type: the schema's own, as the bundler left it (possibly behind a $ref).
  const target = isObject(schema) && stringOf(schema.$ref) ? resolvePointer(document, schema.$ref as string) : schema;
  return isObject(target) && target.example !== undefined ? [{value: target.example}] : [];
}

class ModelReader {
  constructor(
    private readonly document: JsonObject,
    private readonly options: ModelOptions,
  ) {}

  private schema(schema: Json | undefined, pointer: string): SchemaView {
    return walkSchema(schema, this.document, pointer);
  }

  /** Follows one `$ref`: the bundler keeps named responses, parameters and request bodies as refs. */
  private deref(value: Json | undefined, pointer: string): {node: JsonObject; ref?: string} {
    if (!isObject(value)) throw new SpecError('expected an object', pointer);
    const ref = stringOf(value.$ref);
    if (!ref) return {node: value};
    const target = resolvePointer(this.document, ref);
    if (!isObject(target)) throw new SpecError(`$ref ${ref} does not point at an object`, pointer);
    return {node: target, ref};
  }

  private contents(content: Json | undefined, pointer: string, streams: boolean): MediaView[] {
    if (content === undefined) return [];
    if (!isObject(content)) throw new SpecError('content must map media types to media objects', pointer);
    return Object.entries(content).map(([mediaType, media]) => {
      const mediaPointer = `${pointer}/${escapePointerToken(mediaType)}`;
      if (!isObject(media)) throw new SpecError('expected a media type object', mediaPointer);
      const examples = examplesOf(media, media.schema, this.document);
      if (streams)
        examples.forEach((example, index) =>
          validateStreamExample(example.value, `${mediaPointer}/example${examples.length > 1 ? `s/${index}` : ''}`),
        );
      return {
        mediaType,
        schema: media.schema === undefined ? undefined : this.schema(media.schema, `${mediaPointer}/schema`),
        examples,
      };
    });
  }

  private response(status: string, value: Json, pointer: string, streams: boolean): ResponseView {
    const {node, ref} = this.deref(value, pointer);
    const isSuccess = /^2/.test(status);
    return {
      status,
      description: stringOf(node.description),
      contents: this.contents(node.content, `${ref ?? pointer}/content`, streams && isSuccess),
      isSharedError: ref === SHARED_ERROR_RESPONSE,
    };
  }

  private parameters(pathItem: JsonObject, operation: JsonObject, pointer: string): ParameterView[] {
    const byKey = new Map<string, {node: JsonObject; pointer: string}>();
    const collect = (list: Json | undefined, listPointer: string) =>
      (Array.isArray(list) ? list : []).forEach((entry, index) => {
        const {node, ref} = this.deref(entry, `${listPointer}/${index}`);
        byKey.set(`${textOf(node.in)} ${textOf(node.name)}`, {node, pointer: ref ?? `${listPointer}/${index}`});
      });
    collect(pathItem.parameters, `${pointer.replace(/\/[^/]+$/, '')}/parameters`);
    collect(operation.parameters, `${pointer}/parameters`);
    return [...byKey.values()].map(({node, pointer: parameterPointer}) => {
      const name = stringOf(node.name);
      const location = stringOf(node.in);
      if (!name || !location) throw new SpecError('a parameter needs a name and an `in`', parameterPointer);
      const schema = this.schema(node.schema, `${parameterPointer}/schema`);
      const style = stringOf(node.style) ?? (location === 'query' || location === 'cookie' ? 'form' : 'simple');
      const explode = typeof node.explode === 'boolean' ? node.explode : style === 'form';
      const firstNamedExample = isObject(node.examples) ? Object.values(node.examples).find(isObject) : undefined;
      const exampleValue = node.example ?? firstNamedExample?.value;
      return {
        name,
        in: location,
        required: node.required === true,
        deprecated: node.deprecated === true,
        description: stringOf(node.description),
        schema,
        commaSeparated: schema.items !== undefined && !explode && (style === 'simple' || style === 'form'),
        example: exampleValue === undefined ? undefined : {value: exampleValue},
        upstreamDifference: stringOf(node['x-upstream-difference']),
      };
    });
  }

  private security(operation: JsonObject, pointer: string): OperationView['security'] {
    const inherited = operation.security === undefined;
    const source = inherited ? this.document.security : operation.security;
    const requirements = objectsOf(source ?? []);
    const schemes =
      isObject(this.document.components) && isObject(this.document.components.securitySchemes)
        ? this.document.components.securitySchemes
        : {};
    for (const name of requirements.flatMap(Object.keys)) {
      if (!isObject(schemes[name]))
        throw new SpecError(
          `security names the scheme "${name}", which components.securitySchemes does not define`,
          pointer,
        );
    }
    return {
      requirements: requirements.map(Object.keys).filter((names) => names.length > 0),
      // `{}` among the alternatives: the operation can also be called without a credential.
      anonymousAllowed:
        requirements.length === 0 || requirements.some((requirement) => Object.keys(requirement).length === 0),
      inherited,
    };
  }

  private operation(urlPath: string, method: HttpMethod, pathItem: JsonObject, operation: JsonObject): OperationView {
    const pointer = `#/paths/${escapePointerToken(urlPath)}/${method}`;
    const operationId = stringOf(operation.operationId);
    if (!operationId)
      throw new SpecError("every operation needs an operationId: it is the operation's anchor on the page", pointer);
    if (!/^[A-Za-z][\w-]*$/.test(operationId))
      throw new SpecError(`operationId "${operationId}" cannot be an anchor: use letters, digits, _ and -`, pointer);
    const summary = stringOf(operation.summary);
    if (!summary)
      throw new SpecError(`operation ${operationId} needs a summary: it is the operation's heading`, pointer);
    const responses = isObject(operation.responses) ? operation.responses : {};
    const streams =
      operation['x-stream'] === 'ndjson' ||
      Object.values(responses).some((response) => {
        const {node} = this.deref(response, `${pointer}/responses`);
        return (
          isObject(node.content) && Object.keys(node.content).some((mediaType) => NDJSON_MEDIA_TYPES.has(mediaType))
        );
      });
    const body =
      operation.requestBody === undefined ? undefined : this.deref(operation.requestBody, `${pointer}/requestBody`);
    const samples = objectsOf(operation['x-codeSamples'] ?? operation['x-code-samples']);
    return {
      operationId,
      method,
      path: urlPath,
      summary,
      description: stringOf(operation.description),
      deprecated: operation.deprecated === true,
      streams,
      security: this.security(operation, pointer),
      parameters: this.parameters(pathItem, operation, pointer),
      requestBody: body && {
        description: stringOf(body.node.description),
        required: body.node.required === true,
        contents: this.contents(body.node.content, `${body.ref ?? `${pointer}/requestBody`}/content`, false),
      },
      responses: Object.entries(responses).map(([status, response]) =>
        this.response(status, response, `${pointer}/responses/${status}`, streams),
      ),
      codeSamples: samples.map((sample, index) => {
        const source = stringOf(sample.source);
        const lang = stringOf(sample.lang);
        if (!source || !lang)
          throw new SpecError('a code sample needs `lang` and `source`', `${pointer}/x-codeSamples/${index}`);
        return {
          label: stringOf(sample.label) ?? lang,
          language: prismLanguageOf(lang),
          source: source.replace(/\n+$/, ''),
        };
      }),
      upstreamDifference: stringOf(operation['x-upstream-difference']),
      pointer,
    };
  }

  read(): ReferenceModel {
    const {document} = this;
    const info = isObject(document.info) ? document.info : {};
    const components = isObject(document.components) ? document.components : {};
    const declaredTags = objectsOf(document.tags);
    const tags: TagView[] = declaredTags.map((tag, index) => {
      const name = stringOf(tag.name);
      if (!name) throw new SpecError('a tag needs a name', `#/tags/${index}`);
      return {
        name,
        anchor: `tag-${name}`,
        displayName: stringOf(tag['x-displayName']) ?? name,
        description: stringOf(tag.description),
        operatorOnly: this.options.operatorTags.includes(name),
        operations: [],
      };
    });
    const operationIds = new Map<string, string>();
    for (const [urlPath, pathItem] of Object.entries(isObject(document.paths) ? document.paths : {})) {
      if (!isObject(pathItem)) continue;
      for (const method of HTTP_METHODS) {
        if (!isObject(pathItem[method])) continue;
        const operation = this.operation(urlPath, method, pathItem, pathItem[method]);
        const tagName = Array.isArray(pathItem[method].tags) ? pathItem[method].tags[0] : undefined;
        const tag = tags.find((candidate) => candidate.name === tagName);
        if (!tag)
          throw new SpecError(
            `operation ${operation.operationId} needs a first tag declared in the document's tags (has ${JSON.stringify(tagName ?? null)})`,
            operation.pointer,
          );
        const clash = operationIds.get(operation.operationId);
        if (clash)
          throw new SpecError(`operationId ${operation.operationId} is also used by ${clash}`, operation.pointer);
        operationIds.set(operation.operationId, operation.pointer);
        tag.operations.push(operation);
      }
    }
    const schemes = isObject(components.securitySchemes) ? components.securitySchemes : {};
    const sharedError = isObject(resolvePointer(document, SHARED_ERROR_RESPONSE))
      ? {...this.response('default', {$ref: SHARED_ERROR_RESPONSE}, SHARED_ERROR_RESPONSE, false), isSharedError: false}
      : undefined;
    return {
      title: stringOf(info.title) ?? 'API',
      version: stringOf(info.version) ?? '',
      description: stringOf(info.description),
      servers: objectsOf(document.servers).flatMap((server) => {
        const url = stringOf(server.url);
        return url ? [{url, description: stringOf(server.description)}] : [];
      }),
      securitySchemes: Object.entries(schemes).flatMap(([name, scheme]) =>
        isObject(scheme)
          ? [
              {
                name,
                type: stringOf(scheme.type) ?? 'unknown',
                in: stringOf(scheme.in),
                parameterName: stringOf(scheme.name),
                scheme: stringOf(scheme.scheme),
                description: stringOf(scheme.description),
              },
            ]
          : [],
      ),
      sharedError,
      tags: tags.filter((tag) => tag.operations.length > 0),
    };
  }
}

/** A stream's example is several JSON lines: a string of lines, a list of lines, or one object. */
export function streamLinesOf(value: Json): Json[] {
  if (typeof value === 'string') {
    return value
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Json);
  }
  return Array.isArray(value) ? value : [value];
}

function validateStreamExample(value: Json, pointer: string): void {
  try {
    streamLinesOf(value);
  } catch (error) {
    throw new SpecError(`a stream example must be JSON lines: ${(error as Error).message}`, pointer);
  }
}

const PRISM_LANGUAGES: Record<string, string> = {
  shell: 'bash',
  sh: 'bash',
  curl: 'bash',
  ts: 'typescript',
  js: 'javascript',
  node: 'javascript',
  golang: 'go',
};

function prismLanguageOf(lang: string): string {
  const key = lang.toLowerCase();
  return PRISM_LANGUAGES[key] ?? key;
}

export function readReference(document: JsonObject, options: ModelOptions): ReferenceModel {
  return new ModelReader(document, options).read();
}
