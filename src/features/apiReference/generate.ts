/**
 * Writes everything the two references need, from api-spec/, before Docusaurus loads its plugins:
 * per reference an MDX page and the JavaScript modules of its operations' bodies (read by the reference docs
 * plugin), a Markdown twin (read by docusaurus-plugin-llms), the bundled spec for download (a static
 * directory), and the operation menu (the docs plugin's sidebars file). A spec that cannot become a page fails
 * with the spec file and the place in it.
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseYaml} from '@redocly/openapi-core';
import {API_REFERENCE_DOCS, API_REFERENCES, SITE} from '../../constants';
import {bundleSpecFile, REPO_ROOT, relativeToRepo, toYaml} from './bundle';
import {loadBodyCompiler} from './compile';
import {isObject, stringOf} from './json';
import {SpecError} from './errors';
import {readReference} from './model';
import {buildPage, OPERATION_BODIES_DIR} from './page';
import {buildSidebar} from './sidebar';
import {buildTwin} from './twin';

/** Where each kind of output goes, relative to the repository root (the config points plugins at them). */
export const GENERATED_PATHS = {
  pages: `${API_REFERENCE_DOCS.generatedDir}/pages`,
  twins: `${API_REFERENCE_DOCS.generatedDir}/markdown`,
  static: `${API_REFERENCE_DOCS.generatedDir}/static`,
  sidebars: `${API_REFERENCE_DOCS.generatedDir}/sidebars.json`,
} as const;

/** The folders whose files make up the references: a change in one of them regenerates. */
export const SPEC_FOLDERS = [
  ...new Set([...API_REFERENCES.map((reference) => reference.specFolder), 'api-spec/shared']),
];

/** What the generator needs to know of a reference (an entry of API_REFERENCES). */
export interface ReferenceSource {
  id: string;
  route: string;
  title: string;
  serviceName: string;
  serviceDescription: string;
  specFolder: string;
  specDownloadPath: string;
  operatorTags: readonly string[];
}

/** The root file of a reference's spec (its folder relative to the repository, or absolute: a test's copy). */
export function specFileOf(reference: Pick<ReferenceSource, 'specFolder'>): string {
  return path.resolve(REPO_ROOT, reference.specFolder, 'openapi.yaml');
}

/**
 * The file of the spec that holds a JSON pointer of the bundled document: path items and named
 * components sit in their own files, `$ref`'d from openapi.yaml.
 */
export function sourceOf(specFile: string, pointer: string): string {
  const tokens = pointer
    .replace(/^#\/?/, '')
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
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
  const inner = tokens.slice(depth).map((token) => token.replace(/~/g, '~0').replace(/\//g, '~1'));
  return `${relativeToRepo(path.resolve(path.dirname(specFile), ref))}${inner.length > 0 ? ` (#/${inner.join('/')})` : ''}`;
}

function writeIfChanged(file: string, content: string): void {
  // Unchanged files are left alone, so `npm start` reloads only what a spec change touched.
  if (existsSync(file) && readFileSync(file, 'utf8') === content) return;
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, content);
}

/** Writes a folder's files and removes the files it held that are no longer written (an operation gone from a spec). */
function writeFolder(folder: string, files: Map<string, string>): void {
  if (existsSync(folder)) {
    for (const entry of readdirSync(folder)) if (!files.has(entry)) rmSync(path.join(folder, entry), {recursive: true});
  }
  for (const [name, content] of files) writeIfChanged(path.join(folder, name), content);
}

export interface GeneratedReference {
  reference: ReferenceSource;
  page: string;
  /** The page's operation bodies (./page.ts): file name to content. */
  bodyFiles: Map<string, string>;
  twin: string;
  yaml: string;
  sidebar: ReturnType<typeof buildSidebar>;
}

/** Builds one reference's outputs in memory; throws with the spec file at fault. */
export async function generateReference(reference: ReferenceSource): Promise<GeneratedReference> {
  const specFile = specFileOf(reference);
  const [{document}, compileBody] = await Promise.all([bundleSpecFile(specFile), loadBodyCompiler()]);
  const slug = reference.route.slice(API_REFERENCE_DOCS.routeBasePath.length);
  if (`${API_REFERENCE_DOCS.routeBasePath}${slug}` !== reference.route || !/^\/[\w-]+$/.test(slug)) {
    throw new Error(
      `API reference ${reference.id}: its route ${reference.route} must be one segment below ${API_REFERENCE_DOCS.routeBasePath}`,
    );
  }
  const description = `Every endpoint, field and error of ${reference.serviceName}, ${reference.serviceDescription}.`;
  try {
    const model = readReference(document, {operatorTags: reference.operatorTags});
    return {
      reference,
      ...buildPage(model, {
        referenceId: reference.id,
        title: reference.title,
        description,
        slug,
        downloadPath: reference.specDownloadPath,
        document,
        compileBody,
      }),
      twin: buildTwin(model, {
        title: reference.title,
        description,
        downloadUrl: `${SITE.url}${reference.specDownloadPath}`,
        document,
      }),
      yaml: toYaml(document),
      sidebar: buildSidebar(model, reference.id),
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

/** A fingerprint of every spec file, to tell whether anything changed since the last generation. */
function specFingerprint(): string {
  const hash = createHash('sha256');
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder).sort()) {
      const file = path.join(folder, entry);
      if (statSync(file).isDirectory()) visit(file);
      else hash.update(file).update(readFileSync(file));
    }
  };
  SPEC_FOLDERS.forEach((folder) => visit(path.join(REPO_ROOT, folder)));
  return hash.digest('hex');
}

let lastFingerprint: string | undefined;
let running: {fingerprint: string; done: Promise<void>} | undefined;

/**
 * Generates both references; with `onlyIfSpecsChanged`, does nothing when no spec file changed since the last run.
 * Plugins that start together (the reference and search, whose index hash reads the generated pages) share one run.
 */
export function generateApiReferences({onlyIfSpecsChanged = false} = {}): Promise<void> {
  const fingerprint = specFingerprint();
  if (running?.fingerprint === fingerprint) return running.done;
  if (onlyIfSpecsChanged && fingerprint === lastFingerprint) return Promise.resolve();
  const done = writeApiReferences().then(() => {
    lastFingerprint = fingerprint;
  });
  running = {fingerprint, done};
  return done.finally(() => {
    if (running?.done === done) running = undefined;
  });
}

async function writeApiReferences(): Promise<void> {
  const generated = await Promise.all(API_REFERENCES.map(generateReference));
  const sidebars = Object.fromEntries(generated.map(({reference, sidebar}) => [reference.id, sidebar]));
  for (const {reference, page, bodyFiles, twin, yaml} of generated) {
    writeIfChanged(path.join(REPO_ROOT, GENERATED_PATHS.pages, `${reference.id}.mdx`), page);
    writeFolder(path.join(REPO_ROOT, GENERATED_PATHS.pages, OPERATION_BODIES_DIR, reference.id), bodyFiles);
    writeIfChanged(path.join(REPO_ROOT, GENERATED_PATHS.twins, `${reference.id}.md`), twin);
    writeIfChanged(path.join(REPO_ROOT, GENERATED_PATHS.static, reference.specDownloadPath), yaml);
  }
  writeIfChanged(path.join(REPO_ROOT, GENERATED_PATHS.sidebars), `${JSON.stringify(sidebars, null, 2)}\n`);
}
