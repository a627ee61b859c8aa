/**
 * Loads the OpenAPI specifications under api-spec/ the way the site does: bundled by
 * src/features/apiReference/bundle.ts, here with every $ref resolved. Pure Node: no Docusaurus, no browser.
 */
import {bundleSpecFile as bundle, specFileOf, type BundledSpec} from '../../src/features/apiReference/bundle';
import {isObject, type JsonObject} from '../../src/features/apiReference/json';
import {HTTP_METHODS} from '../../sandbox/openapi';
export {STREAM_EXAMPLE, streamExampleOf} from '../../sandbox/openapi';
import {API_REFERENCES, type ApiReference} from '../../src/constants';
import {escapeRegExp} from '../../src/lib/escapeRegExp';

export {REPO_ROOT, type BundledSpec} from '../../src/features/apiReference/bundle';
export {isObject, jsonMediaOf, textOf, type Json, type JsonObject} from '../../src/features/apiReference/json';

export interface Operation {
  method: string;
  path: string;
  operation: JsonObject;
  /** The path item's parameters followed by the operation's own. */
  parameters: JsonObject[];
}

/** Bundles one spec with every $ref dereferenced; throws naming every offending file. */
export function bundleSpecFile(file: string): Promise<BundledSpec> {
  return bundle(file, {dereference: true});
}

const bundles = new Map<string, Promise<BundledSpec>>();

/** The bundled spec of one API reference, bundled once per test file. */
export function bundleSpec(reference: Pick<ApiReference, 'specFolder'>): Promise<BundledSpec> {
  const file = specFileOf(reference);
  if (!bundles.has(file)) bundles.set(file, bundleSpecFile(file));
  return bundles.get(file)!;
}

/** For `describe.each`: one row per API reference, named by its id. */
export const EACH_API = API_REFERENCES.map((reference) => [reference.id, reference] as const);

export function operationsOf(document: JsonObject): Operation[] {
  const paths = isObject(document.paths) ? document.paths : {};
  const operations: Operation[] = [];
  for (const [urlPath, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    const shared = Array.isArray(item.parameters) ? item.parameters.filter(isObject) : [];
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const own = Array.isArray(operation.parameters) ? operation.parameters.filter(isObject) : [];
      operations.push({method, path: urlPath, operation, parameters: [...shared, ...own]});
    }
  }
  return operations;
}

/** A `{name}` parameter of an OpenAPI path template. */
const PATH_PARAMETER = /\{[^}/]+\}/g;

/** A path template with its parameters unnamed: `/v1/vtxo/{txid}/{vout}` and `/v1/vtxo/{a}/{b}` are the same route. */
export function unnamedTemplate(template: string): string {
  return template.replace(PATH_PARAMETER, '{}');
}

/** Whether a concrete path (`/v1/round/ab12`) is one the template (`/v1/round/{txid}`) serves. */
export function matchesTemplate(template: string, concretePath: string): boolean {
  const literals = template.split(PATH_PARAMETER).map(escapeRegExp);
  return new RegExp(`^${literals.join('[^/]+')}$`).test(concretePath);
}

/** The operation of the document that serves a request, if any. */
export function operationFor(document: JsonObject, method: string, concretePath: string): Operation | undefined {
  return operationsOf(document).find(
    (entry) => entry.method === method.toLowerCase() && matchesTemplate(entry.path, concretePath),
  );
}

/** "GET /v1/info (getInfo)" */
export function nameOf({method, path: urlPath, operation}: Operation): string {
  const id = typeof operation.operationId === 'string' ? ` (${operation.operationId})` : '';
  return `${method.toUpperCase()} ${urlPath}${id}`;
}
