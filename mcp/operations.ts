/**
 * What the tools say of an operation and of a known issue. Types and light modules only: the server's tools are
 * listed before the specs are read (./references.ts), so nothing here may load the bundler.
 */
import {API_REFERENCES, SITE, type ApiReference} from '../src/constants';
import {isObject, type Json, type JsonObject} from '../src/features/apiReference/json';
import type {OperationView, ReferenceModel, TagView} from '../src/features/apiReference/model';
import {KNOWN_ISSUES} from '../src/features/knownIssues/options';
import type {KnownIssue} from '../src/features/knownIssues/registry';
import {streamExampleOf} from '../sandbox/openapi';

export type ApiId = ApiReference['id'];
export const API_IDS = API_REFERENCES.map((reference) => reference.id) as [ApiId, ...ApiId[]];

export interface OperationEntry {
  view: OperationView;
  tag: TagView;
}

/** An operation as its spec has it, every `$ref` inlined, with its path item's parameters. */
export interface OperationSource {
  operation: JsonObject;
  pathParameters: JsonObject[];
  /** The known issues its reference entry links: in its description, parameters, bodies or responses. */
  knownIssues: KnownIssue[];
}

export function operationUrl(reference: ApiReference, operationId: string): string {
  return `${SITE.url}${reference.route}#${operationId}`;
}

export function issueSummary(issue: KnownIssue) {
  return {
    id: issue.id,
    title: issue.title,
    summary: issue.summary,
    severity: issue.severity,
    since: issue.since,
    fixed: issue.fixed,
    url: `${SITE.url}${KNOWN_ISSUES.route}#${issue.id}`,
  };
}

/** A body's first media type, its schema and its example: a stream's example is its lines, as they arrive. */
function mediaOf(holder: Json | undefined, streams: boolean) {
  const content = isObject(holder) && isObject(holder.content) ? holder.content : {};
  const [mediaType, media] = Object.entries(content).find(([, value]) => isObject(value)) ?? [];
  if (!mediaType || !isObject(media)) return {};
  return {mediaType, schema: media.schema, example: streams ? streamExampleOf(media) : media.example};
}

/** What get_operation answers: the operation as its reference shows it, with its schemas whole. */
export function describeOperation(
  reference: ApiReference,
  model: ReferenceModel,
  {view, tag}: OperationEntry,
  {operation, pathParameters, knownIssues}: OperationSource,
) {
  const specParameters = [...pathParameters, ...(Array.isArray(operation.parameters) ? operation.parameters : [])];
  const responses = Object.entries(isObject(operation.responses) ? operation.responses : {}).map(([status, value]) => {
    const streams = view.streams && status.startsWith('2');
    return {status, description: isObject(value) ? value.description : undefined, streams, ...mediaOf(value, streams)};
  });
  const {requirements, anonymousAllowed} = view.security;
  return {
    api: reference.id,
    operationId: view.operationId,
    summary: view.summary,
    tag: tag.displayName,
    method: view.method.toUpperCase(),
    path: view.path,
    url: operationUrl(reference, view.operationId),
    description: view.description,
    streams: view.streams,
    credential: {
      required: requirements.length > 0 && !anonymousAllowed,
      // Alternatives: any one of these sets of schemes will do.
      alternatives: requirements.map((names) =>
        names.map((name) => model.securitySchemes.find((scheme) => scheme.name === name) ?? {name}),
      ),
    },
    parameters: view.parameters.map((parameter) => {
      const source = specParameters.find(
        (candidate) => isObject(candidate) && candidate.name === parameter.name && candidate.in === parameter.in,
      );
      const schema = isObject(source) ? source.schema : undefined;
      return {
        name: parameter.name,
        in: parameter.in,
        required: parameter.required,
        description: parameter.schema.description,
        schema,
        example: parameter.example?.value ?? (isObject(schema) ? schema.example : undefined),
      };
    }),
    requestBody: isObject(operation.requestBody)
      ? {
          required: operation.requestBody.required === true,
          description: operation.requestBody.description,
          ...mediaOf(operation.requestBody, false),
        }
      : undefined,
    responses: responses.filter(({status}) => status.startsWith('2')),
    errors: responses.filter(({status}) => !status.startsWith('2')),
    knownIssues: knownIssues.map(issueSummary),
    upstreamDifference: view.upstreamDifference,
  };
}
