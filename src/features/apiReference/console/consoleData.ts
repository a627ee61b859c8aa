/** A reference's console data (./types.ts), at build time, with the raw JSON Schemas a request is checked against. */
import {isObject, type Json, type JsonObject} from '../json';
import type {ReferenceSource} from '../generate';
import type {OperationView, ReferenceModel} from '../model';
import {parameterText} from '../words';
import type {ConsoleOperation, ConsoleParameter, ConsoleReference} from './types';

const COMPONENT_SCHEMAS = '#/components/schemas/';

/** A copy with every component ref pointing into `$defs`, and the names of the components it refers to. */
function toDefsRefs(value: Json, referred: Set<string>): Json {
  if (Array.isArray(value)) return value.map((item) => toDefsRefs(item, referred));
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => {
      if (key === '$ref' && typeof inner === 'string' && inner.startsWith(COMPONENT_SCHEMAS)) {
        const name = inner.slice(COMPONENT_SCHEMAS.length);
        referred.add(name);
        return [key, `#/$defs/${name}`];
      }
      return [key, toDefsRefs(inner, referred)];
    }),
  );
}

export function buildConsoleData(
  model: ReferenceModel,
  document: JsonObject,
  reference: ReferenceSource,
): ConsoleReference {
  const referred = new Set<string>();
  const schemaOf = (value: Json | undefined): JsonObject =>
    isObject(value) ? (toDefsRefs(value, referred) as JsonObject) : {};

  const operation = (view: OperationView): ConsoleOperation => {
    const parameters = view.parameters.flatMap((parameter): ConsoleParameter[] => {
      // Headers and cookies are the console's own to set (the credential); no operation has others.
      if (parameter.in !== 'path' && parameter.in !== 'query') return [];
      const {rawSchema} = parameter;
      const example = parameter.example?.value ?? (isObject(rawSchema) ? rawSchema.example : undefined);
      return [
        {
          name: parameter.name,
          in: parameter.in,
          required: parameter.required,
          schema: schemaOf(rawSchema),
          // As the reader types it: a list comma-separated, however the URL carries it (./request.ts).
          example: example === undefined || example === null ? '' : parameterText(example, true),
          commaSeparated: parameter.commaSeparated,
        },
      ];
    });
    const json = view.requestBody?.contents.find((media) => media.mediaType === 'application/json');
    const header = credentialHeaderOf(view, model);
    return {
      method: view.method,
      path: view.path,
      summary: view.summary,
      streams: view.streams,
      parameters,
      body: view.requestBody && {
        required: view.requestBody.required,
        schema: json?.rawSchema === undefined ? undefined : schemaOf(json.rawSchema),
        example: json?.example?.source ?? '{}',
      },
      credential: header ? {header, required: !view.security.anonymousAllowed} : undefined,
      changesState: view.method !== 'get' || reference.getsThatAct.includes(view.operationId),
    };
  };

  const operations = Object.fromEntries(
    model.tags.flatMap((tag) => tag.operations).map((view) => [view.operationId, operation(view)]),
  );
  const notGets = reference.getsThatAct.filter((id) => operations[id]?.method !== 'get');
  if (notGets.length > 0)
    throw new Error(
      `src/constants.ts: ${reference.id}'s getsThatAct names what is no GET of its spec: ${notGets.join(', ')}`,
    );
  // The components the operations use, and those these use in turn.
  const schemas =
    isObject(document.components) && isObject(document.components.schemas) ? document.components.schemas : {};
  const defs: Record<string, Json> = {};
  for (let added = true; added;) {
    added = false;
    for (const name of [...referred]) {
      if (name in defs || schemas[name] === undefined) continue;
      defs[name] = toDefsRefs(schemas[name], referred);
      added = true;
    }
  }
  const {port, basePath} = reference.localServer;
  return {
    id: reference.id,
    serviceName: reference.serviceName,
    sandboxUrl: `http://localhost:${port}${basePath}`,
    sandboxCommands: reference.sandboxCommands,
    allowsCrossOrigin: reference.allowsCrossOrigin,
    defs,
    operations,
  };
}

/** The header of the first credential the operation's `security` names, if it asks for one in a header. */
function credentialHeaderOf(view: OperationView, model: ReferenceModel): string | undefined {
  for (const name of view.security.requirements.flat()) {
    const scheme = model.securitySchemes.find((candidate) => candidate.name === name);
    if (scheme?.type === 'apiKey' && scheme.in === 'header' && scheme.parameterName) return scheme.parameterName;
  }
  return undefined;
}
