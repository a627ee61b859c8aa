/** Sentences (Markdown) and phrases the page and its twin share. Types-only imports: it is in the page's JavaScript. */
import type {Json} from './json';
import type {OperationView, ReferenceModel, SecuritySchemeView} from './model';
import type {NodeProps, SchemaView} from './schema';

export const SECURITY_SCHEMES_ANCHOR = 'security-schemes';
export const ERROR_RESPONSE_ANCHOR = 'error-response';

export const UPSTREAM_DIFFERENCE = 'Differs from upstream';
export const STREAM_SENTENCE =
  'Streams newline-delimited JSON (NDJSON): the connection stays open and each line of the body is one JSON object, described by the schema below.';
export const SHARED_ERROR_SENTENCE = `Any other status answers with the [error response](#${ERROR_RESPONSE_ANCHOR}).`;

/** The label of a node: its type, and its name when the type does not say it already. */
export function typeLabel({type, name, format}: {type: string; name?: string; format?: string}): string {
  const named = name && !type.includes(name) ? `${type} (${name})` : type;
  return format ? `${named}, ${format}` : named;
}

export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

export function code(text: string): string {
  return text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``;
}

/** A parameter's example as it is typed or goes in the URL: a string bare, a list comma-separated if `joinList`. */
export function parameterText(value: Json, joinList: boolean): string {
  if (typeof value === 'string') return value;
  if (joinList && Array.isArray(value)) return value.map((item) => parameterText(item, false)).join(',');
  return JSON.stringify(value);
}

const API_KEY_PLACES: Record<string, string> = {header: 'header', query: 'query parameter', cookie: 'cookie'};

function schemePhrase(scheme: SecuritySchemeView | undefined, name: string): string {
  if (scheme?.type === 'apiKey' && scheme.parameterName)
    return `the ${code(scheme.parameterName)} ${API_KEY_PLACES[scheme.in ?? 'header'] ?? 'header'}`;
  return `the ${code(name)} credential`;
}

/** "Needs the `X-Macaroon` header ([macaroon](#security-schemes)). This is the API's default." */
export function credentialsSentence(security: OperationView['security'], model: ReferenceModel): string {
  const {requirements, anonymousAllowed, inherited} = security;
  if (requirements.length === 0)
    return inherited ? 'No credential: the API asks for none by default.' : 'No credential.';
  const alternatives = requirements.map((names) =>
    names
      .map((name) => {
        const scheme = model.securitySchemes.find((candidate) => candidate.name === name);
        return `${schemePhrase(scheme, name)} ([${name}](#${SECURITY_SCHEMES_ANCHOR}))`;
      })
      .join(' and '),
  );
  const needs = alternatives.length === 1 ? alternatives[0] : `one of ${alternatives.join(', or ')}`;
  const optional = anonymousAllowed ? ', or no credential at all' : '';
  const source = inherited ? " This is the API's default." : '';
  return `Needs ${needs}${optional}.${source}`;
}

export const VARIANT_KINDS = {oneOf: 'One of', anyOf: 'Any of', allOf: 'All of'} as const;

export function variantLabel(option: SchemaView, index: number): string {
  return option.name ?? `Option ${index + 1}`;
}

/** The facts of a node beside its type: "nullable", ">= 0", "pattern `^[0-9]+$`"; `values` show as code. */
export function factsOf(view: NodeProps): Array<{words: string; values?: string[]}> {
  return [
    ...(view.nullable ? [{words: 'nullable'}] : []),
    ...(view.constraints ?? []).map((words) => ({words})),
    ...(view.pattern ? [{words: 'pattern', values: [view.pattern]}] : []),
    ...(view.enumValues ? [{words: 'one of', values: view.enumValues.map((value) => JSON.stringify(value))}] : []),
    ...(view.defaultValue ? [{words: 'default', values: [JSON.stringify(view.defaultValue.value)]}] : []),
    ...(view.recursive ? [{words: `recursive: the same ${view.name ?? 'schema'} as the one it sits in`}] : []),
  ];
}
