/**
 * Bundles an OpenAPI document of api-spec/ with @redocly/openapi-core, refs to named components kept: the site, the
 * spec tests and the docs MCP server all bundle here, so a broken spec fails each with the same message naming the file.
 */
import path from 'node:path';
import {bundle, getLineColLocation, loadConfig, stringifyYaml, type NormalizedProblem} from '@redocly/openapi-core';
import {isObject, type JsonObject} from './json';

export const REPO_ROOT = path.resolve(__dirname, '../../..');
export const REDOCLY_CONFIG = path.join(REPO_ROOT, 'api-spec/redocly.yaml');

export interface BundledSpec {
  /** Relative to the repository root. */
  file: string;
  document: JsonObject;
}

/** The root file of a reference's spec (its folder relative to the site, or absolute: a test's copy). */
export function specFileOf(reference: {specFolder: string}, siteDir = REPO_ROOT): string {
  return path.resolve(siteDir, reference.specFolder, 'openapi.yaml');
}

export function relativeToRepo(file: string): string {
  return path.relative(REPO_ROOT, file.replace(/^file:\/\//, ''));
}

/** "api-spec/arkd/paths/x.yaml:12:3 (#/get/responses): message": where a problem is, found in its YAML source. */
export function describeProblem(problem: NormalizedProblem): string {
  const where = problem.location
    .map((location) => {
      const {start} = getLineColLocation(location);
      const {source, pointer} = location;
      return `${relativeToRepo(source.absoluteRef)}:${start.line}:${start.col}${pointer ? ` (${pointer})` : ''}`;
    })
    .join(', ');
  return `${where || 'unknown location'}: ${problem.message}`;
}

/** Throws, naming every offending file, when a file or $ref cannot be read; `dereference` inlines every $ref. */
export async function bundleSpecFile(file: string, {dereference = false} = {}): Promise<BundledSpec> {
  const config = await loadConfig({configPath: REDOCLY_CONFIG});
  let result;
  try {
    result = await bundle({ref: file, config, dereference});
  } catch (error) {
    throw new Error(`Cannot bundle ${relativeToRepo(file)}: ${(error as Error).message}`);
  }
  const errors = result.problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0) {
    throw new Error(
      `Cannot bundle ${relativeToRepo(file)}, ${errors.length} problem(s):\n${errors.map(describeProblem).join('\n')}`,
    );
  }
  const document = result.bundle.parsed as unknown;
  if (!isObject(document)) {
    throw new Error(`Cannot bundle ${relativeToRepo(file)}: the root document is not a YAML mapping.`);
  }
  return {file: relativeToRepo(file), document};
}

/** The bundled document as one self-contained YAML file, the one readers download. */
export function toYaml(document: JsonObject): string {
  return stringifyYaml(document, {noRefs: true, lineWidth: -1});
}
