/**
 * Writes the references' pages, operation bodies, twins, bundled specs and menus from api-spec/. A spec that cannot
 * become a page fails naming the spec file and the place in it.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {GENERATED_FILES_DIR_NAME} from '@docusaurus/utils';
import {parseYaml} from '@redocly/openapi-core';
import {API_REFERENCES, type ApiReference} from '../../constants';
import {writeTree} from '../../lib/files';
import {bundleSpecFile, REPO_ROOT, relativeToRepo, specFileOf, toYaml} from './bundle';
import {escapePointerToken, isObject, stringOf, unescapePointerToken, type JsonObject} from './json';
import {SpecError} from './errors';
import {readReference} from './model';
import {API_REFERENCE_DOCS} from './options';
import {buildConsoleData} from './console/consoleData';
import {buildPage, CONSOLE_DATA_DIR, OPERATION_BODIES_DIR, type PageOptions} from './page';
import {buildSidebar} from './sidebar';
import {buildTwin} from './twin';

/** In Docusaurus' generated-files folder, which `npm run clear` empties. */
const GENERATED_ROOT = `${GENERATED_FILES_DIR_NAME}/api-reference`;
export const GENERATED_PATHS = {
  pages: `${GENERATED_ROOT}/pages`,
  twins: `${GENERATED_ROOT}/markdown`,
  static: `${GENERATED_ROOT}/static`,
  sidebars: `${GENERATED_ROOT}/sidebars.json`,
} as const;

/** A change in one of these regenerates. */
export const SPEC_FOLDERS = [
  ...new Set([...API_REFERENCES.map((reference) => reference.specFolder), 'api-spec/shared']),
];

/** An entry of API_REFERENCES (src/constants.ts, which says what each field is for), or a test's of the same shape. */
export type ReferenceSource = {
  [Key in keyof ApiReference]: ApiReference[Key] extends string
    ? string
    : ApiReference[Key] extends readonly string[]
      ? readonly string[]
      : ApiReference[Key];
};

/** The spec file that holds a pointer of the bundled document: path items and components have files of their own. */
export function sourceOf(specFile: string, pointer: string): string {
  const tokens = pointer.replace(/^#\/?/, '').split('/').map(unescapePointerToken);
  let root: unknown;
  try {
    root = parseYaml(readFileSync(specFile, 'utf8'));
  } catch {
    return `${relativeToRepo(specFile)} (${pointer})`;
  }
  const depth = tokens[0] === 'paths' ? 2 : tokens[0] === 'components' ? 3 : 0;
  let node: unknown = root;
  for (const token of tokens.slice(0, depth)) node = isObject(node) ? node[token] : undefined;
  const ref = isObject(node) ? stringOf(node.$ref) : undefined;
  if (depth === 0 || !ref) return `${relativeToRepo(specFile)} (${pointer})`;
  const inner = tokens.slice(depth).map(escapePointerToken);
  return `${relativeToRepo(path.resolve(path.dirname(specFile), ref))}${inner.length > 0 ? ` (#/${inner.join('/')})` : ''}`;
}

/** What a reference's page and twin say of it; the docs MCP server (mcp/) builds the twin with these too. */
export function pageOptionsOf(reference: ReferenceSource, document: JsonObject): PageOptions {
  const slug = reference.route.slice(API_REFERENCE_DOCS.routeBasePath.length);
  if (`${API_REFERENCE_DOCS.routeBasePath}${slug}` !== reference.route || !/^\/[\w-]+$/.test(slug)) {
    throw new Error(
      `API reference ${reference.id}: its route ${reference.route} must be one segment below ${API_REFERENCE_DOCS.routeBasePath}`,
    );
  }
  return {
    referenceId: reference.id,
    title: reference.title,
    description: `Every endpoint, field and error of ${reference.serviceName}, ${reference.serviceDescription}.`,
    slug,
    downloadPath: reference.specDownloadPath,
    document,
  };
}

/** One reference's page, operation bodies, twin, YAML and menu, in memory; throws naming the spec file at fault. */
export async function generateReference(reference: ReferenceSource, siteDir = REPO_ROOT) {
  const specFile = specFileOf(reference, siteDir);
  const {document} = await bundleSpecFile(specFile);
  const options = pageOptionsOf(reference, document);
  try {
    const model = readReference(document, reference.operatorTags);
    return {
      reference,
      ...buildPage(model, options),
      twin: buildTwin(model, options),
      yaml: toYaml(document),
      sidebar: buildSidebar(model, reference.id),
      consoleData: buildConsoleData(model, document, reference),
    };
  } catch (error) {
    if (error instanceof SpecError) {
      const where = error.where.startsWith('#')
        ? sourceOf(specFile, error.where)
        : `${relativeToRepo(specFile)} (${error.where})`;
      throw new Error(`API reference ${reference.id}: ${where}: ${error.detail}`);
    }
    throw new Error(`API reference ${reference.id} (${relativeToRepo(specFile)}): ${(error as Error).message}`);
  }
}

/** Generates the references into the site's generated files, and nothing else is left there. */
export async function generateApiReferences(siteDir: string): Promise<void> {
  const generated = await Promise.all(API_REFERENCES.map((reference) => generateReference(reference, siteDir)));
  const at = (...relative: string[]) => path.join(siteDir, ...relative);
  const files = new Map<string, string>();
  for (const {reference, page, bodyFiles, twin, yaml, consoleData} of generated) {
    files.set(at(GENERATED_PATHS.pages, `${reference.id}.mdx`), page);
    files.set(at(GENERATED_PATHS.pages, CONSOLE_DATA_DIR, `${reference.id}.json`), JSON.stringify(consoleData));
    for (const [name, body] of bodyFiles)
      files.set(at(GENERATED_PATHS.pages, OPERATION_BODIES_DIR, reference.id, name), body);
    files.set(at(GENERATED_PATHS.twins, `${reference.id}.md`), twin);
    files.set(at(GENERATED_PATHS.static, reference.specDownloadPath), yaml);
  }
  const sidebars = Object.fromEntries(generated.map(({reference, sidebar}) => [reference.id, sidebar]));
  files.set(at(GENERATED_PATHS.sidebars), `${JSON.stringify(sidebars, null, 2)}\n`);
  writeTree(at(GENERATED_ROOT), files);
}
