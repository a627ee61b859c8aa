/**
 * Loads the OpenAPI specifications under api-spec/ the way the site does: bundled by
 * @redocly/openapi-core (the copy docusaurus-plugin-redoc uses), with every $ref resolved.
 * Pure Node: no Docusaurus, no browser.
 */
import path from 'node:path';
import {bundle, loadConfig, type NormalizedProblem} from '@redocly/openapi-core';
import {API_REFERENCES, type ApiReference} from '../../src/constants';

export const REPO_ROOT = path.resolve(__dirname, '../..');
export const REDOCLY_CONFIG = path.join(REPO_ROOT, 'api-spec/redocly.yaml');

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** A JSON value as the bundler parses it from YAML. */
export type Json = null | boolean | number | string | Json[] | {[key: string]: Json};
export type JsonObject = {[key: string]: Json};

export interface Operation {
  method: string;
  path: string;
  operation: JsonObject;
  /** The path item's parameters followed by the operation's own. */
  parameters: JsonObject[];
}

export interface BundledSpec {
  /** The file that was bundled, relative to the repository root. */
  file: string;
  document: JsonObject;
}

export function specFileOf(reference: Pick<ApiReference, 'specFolder'>): string {
  return path.join(REPO_ROOT, reference.specFolder, 'openapi.yaml');
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function relative(file: string): string {
  return path.relative(REPO_ROOT, file.replace(/^file:\/\//, ''));
}

/** "api-spec/arkd/paths/x.yaml:12:3 (#/get/responses): message" for each problem. */
export function describeProblem(problem: NormalizedProblem): string {
  const where = problem.location
    .map((location) => {
      const {source, pointer} = location;
      const file = relative(source.absoluteRef);
      let position = '';
      if ('start' in location && location.start) position = `:${location.start.line}:${location.start.col}`;
      return `${file}${position}${pointer ? ` (${pointer})` : ''}`;
    })
    .join(', ');
  return `${where || 'unknown location'}: ${problem.message}`;
}

/**
 * Bundles one spec with every $ref dereferenced. Throws when the root file is missing or
 * is not valid YAML, or when any $ref cannot be resolved (a missing file, a referenced file that
 * is not valid YAML, a bad JSON pointer). The error names every offending file.
 */
export async function bundleSpecFile(file: string): Promise<BundledSpec> {
  const config = await loadConfig({configPath: REDOCLY_CONFIG});
  let result;
  try {
    result = await bundle({ref: file, config, dereference: true});
  } catch (error) {
    throw new Error(`Cannot bundle ${relative(file)}: ${(error as Error).message}`);
  }
  const errors = result.problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0) {
    throw new Error(`Cannot bundle ${relative(file)}, ${errors.length} problem(s):\n${errors.map(describeProblem).join('\n')}`);
  }
  const document = result.bundle.parsed as unknown;
  if (!isObject(document)) {
    throw new Error(`Cannot bundle ${relative(file)}: the root document is not a YAML mapping.`);
  }
  return {file: relative(file), document};
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

/** "GET /v1/info (getInfo)" */
export function nameOf({method, path: urlPath, operation}: Operation): string {
  const id = typeof operation.operationId === 'string' ? ` (${operation.operationId})` : '';
  return `${method.toUpperCase()} ${urlPath}${id}`;
}

export {API_REFERENCES};
