/** Reads a bundled OpenAPI document into what the page and its twin print; errors carry the JSON pointer at fault. */
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
import {HTTP_METHODS, STREAM_EXAMPLE, streamExampleOf} from '../../../sandbox/openapi';
import {walkSchema, type SchemaView} from './schema';

export type HttpMethod = (typeof HTTP_METHODS)[number];

const SHARED_ERROR_RESPONSE = '#/components/responses/DefaultError';

export interface MediaView {
  mediaType: string;
  schema?: SchemaView;
  /** The schema as the spec gives it, for the request console to check requests against. */
  rawSchema?: Json;
  /** As printed: a stream's one JSON value per line (as it travels), JSON pretty-printed, text as it is. */
  example?: {title: string; language: 'json' | 'text'; source: string};
}

export interface ResponseView {
  status: string;
  description?: string;
  contents: MediaView[];
  /** A 2xx response of a stream: newline-delimited JSON, each line matching the schema. */
  streams: boolean;
  /** The document's shared error response, shown once in its own section. */
  isSharedError: boolean;
}

export interface ParameterView {
  name: string;
  in: string;
  required: boolean;
  /** With the parameter's own description and upstream note, where it has them, in place of the schema's. */
  schema: SchemaView;
  rawSchema?: Json;
  /** A list parameter sent as one comma-separated value (`style: simple` or `form` without explode). */
  commaSeparated: boolean;
  example?: {value: Json};
}

export interface OperationView {
  operationId: string;
  method: HttpMethod;
  path: string;
  summary: string;
  description?: string;
  /** Marked `x-stream: ndjson`: the body of a 2xx response is newline-delimited JSON. */
  streams: boolean;
  /** Alternatives of sets of scheme names, none empty: `[]` means none. */
  security: {requirements: string[][]; anonymousAllowed: boolean; inherited: boolean};
  parameters: ParameterView[];
  requestBody?: {description?: string; required: boolean; contents: MediaView[]};
  responses: ResponseView[];
  codeSamples: Array<{label: string; language: string; source: string}>;
  upstreamDifference?: string;
  /** For error messages. */
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

/** The extension that holds a stream's example body, a list of lines; its `example` is one line, as its schema is. */
function exampleOf(media: JsonObject, mediaType: string, streams: boolean, pointer: string): MediaView['example'] {
  if (streams) {
    if (media[STREAM_EXAMPLE] !== undefined && !Array.isArray(media[STREAM_EXAMPLE])) {
      throw new SpecError(`${STREAM_EXAMPLE} must be a list of lines`, `${pointer}/${STREAM_EXAMPLE}`);
    }
    const lines = streamExampleOf(media).map((line) => JSON.stringify(line));
    if (lines.length === 0) return undefined;
    return {title: 'Example stream, one JSON object per line', language: 'json', source: lines.join('\n')};
  }
  const value = media.example;
  if (value === undefined) return undefined;
  if (typeof value === 'string' && !/json/.test(mediaType)) return {title: 'Example', language: 'text', source: value};
  return {title: 'Example', language: 'json', source: JSON.stringify(value, null, 2)};
}

class ModelReader {
  private readonly schemes: JsonObject;

  constructor(
    private readonly document: JsonObject,
    private readonly operatorTags: readonly string[],
  ) {
    const {components} = document;
    this.schemes = isObject(components) && isObject(components.securitySchemes) ? components.securitySchemes : {};
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
      if (media.examples !== undefined)
        throw new SpecError(
          'the reference shows one `example` per media type; named `examples` are not supported',
          mediaPointer,
        );
      return {
        mediaType,
        schema:
          media.schema === undefined ? undefined : walkSchema(media.schema, this.document, `${mediaPointer}/schema`),
        rawSchema: media.schema,
        example: exampleOf(media, mediaType, streams, mediaPointer),
      };
    });
  }

  private response(status: string, value: Json, pointer: string, streams: boolean): ResponseView {
    const {node, ref} = this.deref(value, pointer);
    const bodyStreams = streams && /^2/.test(status);
    return {
      status,
      description: stringOf(node.description),
      contents: this.contents(node.content, `${ref ?? pointer}/content`, bodyStreams),
      streams: bodyStreams,
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
      const schema = walkSchema(node.schema, this.document, `${parameterPointer}/schema`);
      const style = stringOf(node.style) ?? (location === 'query' || location === 'cookie' ? 'form' : 'simple');
      const explode = typeof node.explode === 'boolean' ? node.explode : style === 'form';
      return {
        name,
        in: location,
        required: node.required === true,
        schema: {
          ...schema,
          description: stringOf(node.description) ?? schema.description,
          upstreamDifference: stringOf(node['x-upstream-difference']) ?? schema.upstreamDifference,
        },
        rawSchema: node.schema,
        commaSeparated: schema.items !== undefined && !explode && (style === 'simple' || style === 'form'),
        example: node.example === undefined ? undefined : {value: node.example},
      };
    });
  }

  private security(operation: JsonObject, pointer: string): OperationView['security'] {
    const inherited = operation.security === undefined;
    const source = inherited ? this.document.security : operation.security;
    const requirements = objectsOf(source ?? []);
    for (const name of requirements.flatMap(Object.keys)) {
      if (!isObject(this.schemes[name]))
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
    const streams = operation['x-stream'] === 'ndjson';
    const body =
      operation.requestBody === undefined ? undefined : this.deref(operation.requestBody, `${pointer}/requestBody`);
    if (operation.deprecated !== undefined)
      throw new SpecError(
        'the reference has no mark for deprecated operations: document it in the description',
        pointer,
      );
    return {
      operationId,
      method,
      path: urlPath,
      summary,
      description: stringOf(operation.description),
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
      codeSamples: objectsOf(operation['x-codeSamples']).map((sample, index) => {
        const source = stringOf(sample.source);
        const lang = stringOf(sample.lang);
        if (!source || !lang)
          throw new SpecError('a code sample needs `lang` and `source`', `${pointer}/x-codeSamples/${index}`);
        return {
          label: stringOf(sample.label) ?? lang,
          language: PRISM_LANGUAGES[lang.toLowerCase()] ?? lang.toLowerCase(),
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
    const declaredTags = objectsOf(document.tags);
    const tags: TagView[] = declaredTags.map((tag, index) => {
      const name = stringOf(tag.name);
      if (!name) throw new SpecError('a tag needs a name', `#/tags/${index}`);
      return {
        name,
        anchor: `tag-${name}`,
        displayName: stringOf(tag['x-displayName']) ?? name,
        description: stringOf(tag.description),
        operatorOnly: this.operatorTags.includes(name),
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
      securitySchemes: Object.entries(this.schemes).flatMap(([name, scheme]) => {
        if (!isObject(scheme)) return [];
        const {type, in: location, name: parameterName, description} = scheme;
        return [
          {
            name,
            type: stringOf(type) ?? 'unknown',
            in: stringOf(location),
            parameterName: stringOf(parameterName),
            description: stringOf(description),
          },
        ];
      }),
      sharedError,
      tags: tags.filter((tag) => tag.operations.length > 0),
    };
  }
}

/** The Prism language of a code sample's `lang`, lower-cased, where the two differ. */
const PRISM_LANGUAGES: Record<string, string> = {shell: 'bash', sh: 'bash', curl: 'bash'};

export function readReference(document: JsonObject, operatorTags: readonly string[]): ReferenceModel {
  return new ModelReader(document, operatorTags).read();
}
