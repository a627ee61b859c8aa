/** Sentences the page and its Markdown twin share, as Markdown: credentials, streams, schema facts. */
import type {Json} from './json';
import {
  streamLinesOf,
  type ExampleView,
  type OperationView,
  type ReferenceModel,
  type SecuritySchemeView,
} from './model';
import {recursiveLabel} from './phrases';
import type {SchemaView} from './schema';

export const SECURITY_SCHEMES_ANCHOR = 'security-schemes';
export const ERROR_RESPONSE_ANCHOR = 'error-response';

function code(text: string): string {
  const fence = text.includes('`') ? '``' : '`';
  return `${fence}${text.includes('`') ? ` ${text} ` : text}${fence}`;
}

function schemePhrase(scheme: SecuritySchemeView | undefined, name: string): string {
  if (scheme?.type === 'apiKey' && scheme.parameterName) {
    const where = scheme.in === 'query' ? 'query parameter' : scheme.in === 'cookie' ? 'cookie' : 'header';
    return `the ${code(scheme.parameterName)} ${where}`;
  }
  if (scheme?.type === 'http' && scheme.scheme?.toLowerCase() === 'bearer')
    return `a bearer token in the ${code('Authorization')} header`;
  if (scheme?.type === 'http' && scheme.scheme?.toLowerCase() === 'basic') return 'HTTP basic authentication';
  if (scheme?.type === 'mutualTLS') return 'a TLS client certificate';
  return `the ${code(name)} credential`;
}

/** "Needs the `X-Macaroon` header ([macaroon](#security-schemes)). This is the API's default." */
export function credentialsSentence(security: OperationView['security'], model: ReferenceModel): string {
  const {requirements, anonymousAllowed, inherited} = security;
  if (requirements.length === 0)
    return inherited ? 'No credential: the API asks for none by default.' : 'No credential.';
  const alternatives = requirements.map((names) =>
    names
      .map(
        (name) =>
          `${schemePhrase(
            model.securitySchemes.find((scheme) => scheme.name === name),
            name,
          )} ([${name}](#${SECURITY_SCHEMES_ANCHOR}))`,
      )
      .join(' and '),
  );
  const needs = alternatives.length === 1 ? alternatives[0] : `one of ${alternatives.join(', or ')}`;
  const optional = anonymousAllowed ? ', or no credential at all' : '';
  const source = inherited ? " This is the API's default." : '';
  return `Needs ${needs}${optional}.${source}`;
}

export function streamSentence(): string {
  return 'Streams newline-delimited JSON (NDJSON): the connection stays open and each line of the body is one JSON object, described by the schema below.';
}

export function sharedErrorSentence(): string {
  return `Any other status answers with the [error response](#${ERROR_RESPONSE_ANCHOR}).`;
}

export {typeLabel} from './phrases';

export function jsonText(value: Json): string {
  return JSON.stringify(value);
}

/** The facts of a node beside its type, as short phrases: "nullable", ">= 0", "pattern `^[0-9]+$`". */
export function factsOf(view: SchemaView): string[] {
  return [
    ...(view.nullable ? ['nullable'] : []),
    ...view.constraints,
    ...(view.pattern ? [`pattern ${code(view.pattern)}`] : []),
    ...(view.enumValues ? [`one of ${view.enumValues.map((value) => code(jsonText(value))).join(', ')}`] : []),
    ...(view.hasDefault ? [`default ${code(jsonText(view.defaultValue ?? null))}`] : []),
    ...(view.deprecated ? ['deprecated'] : []),
    ...(view.recursive ? [recursiveLabel(view.name)] : []),
  ];
}

/** An example as printed: a stream's one JSON value per line (as it travels), JSON pretty-printed, text as it is. */
export function exampleSource(
  value: Json,
  mediaType: string,
  streams: boolean,
): {language: 'json' | 'plain'; source: string} {
  if (streams)
    return {
      language: 'json',
      source: streamLinesOf(value)
        .map((line) => JSON.stringify(line))
        .join('\n'),
    };
  if (typeof value === 'string' && !/json/.test(mediaType)) return {language: 'plain', source: value};
  return {language: 'json', source: JSON.stringify(value, null, 2)};
}

export function exampleTitle({summary, name}: ExampleView, streams: boolean): string {
  return summary ?? name ?? (streams ? 'Example stream, one JSON object per line' : 'Example');
}
