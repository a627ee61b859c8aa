/**
 * The search index URL carries a hash of every input of the index, so that a deploy never serves a stale
 * index from a cache: a change to an API spec alone gives a new URL, and a `docsDir` folder missing when the
 * hash is computed stops the build instead of being left out of the hash. Runs the site's search plugin
 * (src/features/search) with the site's options and reads the URL it gives the search bar.
 */
import {cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {afterAll, describe, expect, it} from 'vitest';
import {apiReferenceById} from '../../src/constants';
import {generateReference} from '../../src/features/apiReference/generate';
import searchPlugin, {searchOptions} from '../../src/features/search/plugin';
import {REPO_ROOT} from '../support/docs';

const work = mkdtempSync(path.join(tmpdir(), 'search-index-'));
afterAll(() => rmSync(work, {recursive: true, force: true}));

/** The plugin's options as Docusaurus hands them over: validated, with the plugin's defaults filled in. */
function validated(options: Record<string, unknown>): Record<string, unknown> {
  const validateOptions = searchPlugin.validateOptions!;
  return validateOptions<Record<string, unknown>, Record<string, unknown>>({
    options,
    validate: (schema, raw) => {
      const {value, error} = (
        schema as {validate(input: unknown): {value: Record<string, unknown>; error?: Error}}
      ).validate(raw);
      if (error) throw error;
      return value;
    },
  });
}

let runs = 0;
/** Starts the search plugin with `docsDir` as given and returns the index URL it hands the search bar. */
async function indexUrl(docsDir: string[]): Promise<string> {
  const generatedFilesDir = path.join(work, `generated-${(runs += 1)}`);
  const context = {
    siteDir: REPO_ROOT,
    generatedFilesDir,
    baseUrl: '/',
    siteConfig: {themeConfig: {}},
    i18n: {currentLocale: 'en'},
  };
  const plugin = searchPlugin as unknown as (context: LoadContext, options: unknown) => Promise<unknown>;
  await plugin(context as unknown as LoadContext, validated({...searchOptions, docsDir}));
  const constants = readFileSync(
    path.join(generatedFilesDir, '@easyops-cn/docusaurus-search-local/default/generated-constants.js'),
    'utf8',
  );
  const url = /export const searchIndexUrl = "([^"]+)"/.exec(constants)?.[1];
  expect(url, constants).toMatch(/^search-index\{dir\}\.json\?_=[\da-f]{8}$/);
  return url!;
}

/** The generated pages folder of `searchOptions.docsDir`, replaced by `pagesDir`. */
function docsDirWith(pagesDir: string): string[] {
  const generatedPages = searchOptions.docsDir.filter((folder) => folder.startsWith('generated/api-reference'));
  expect(generatedPages).toHaveLength(1);
  return searchOptions.docsDir.map((folder) => (folder === generatedPages[0] ? pagesDir : folder));
}

/** Writes the arkd reference's page, generated from the specs under `specRoot`, into a new folder. */
async function writePage(name: string, specRoot: string): Promise<{folder: string; page: string}> {
  const folder = path.join(work, name);
  mkdirSync(folder);
  const reference = apiReferenceById('arkd');
  const {page} = await generateReference({
    ...reference,
    specFolder: path.join(specRoot, path.relative('api-spec', reference.specFolder)),
  });
  writeFileSync(path.join(folder, `${reference.id}.mdx`), page);
  return {folder, page};
}

// Generating the references (for the site, then twice for the test) takes tens of seconds on a busy two-core machine.
const TIMEOUT_MS = 180_000;

describe('the search index URL', () => {
  it(
    'changes when only an API spec changes',
    async () => {
      const before = await writePage('pages-before', path.join(REPO_ROOT, 'api-spec'));

      // A copy of the specs where one operation's summary is reworded; nothing else changes.
      const specCopy = path.join(work, 'api-spec');
      cpSync(path.join(REPO_ROOT, 'api-spec'), specCopy, {recursive: true});
      const pathsFolder = path.join(specCopy, path.relative('api-spec', apiReferenceById('arkd').specFolder), 'paths');
      const pathFile = readdirSync(pathsFolder, {recursive: true, encoding: 'utf8'})
        .map((file) => path.join(pathsFolder, file))
        .find((file) => statSync(file).isFile() && /summary: .+/.test(readFileSync(file, 'utf8')));
      expect(pathFile, `no path file with a summary under ${pathsFolder}`).toBeDefined();
      writeFileSync(pathFile!, readFileSync(pathFile!, 'utf8').replace(/summary: (.+)/, 'summary: $1, reworded'));
      const after = await writePage('pages-after', specCopy);
      expect(after.page).not.toBe(before.page);

      const urlBefore = await indexUrl(docsDirWith(before.folder));
      expect(await indexUrl(docsDirWith(before.folder))).toBe(urlBefore);
      expect(await indexUrl(docsDirWith(after.folder))).not.toBe(urlBefore);
    },
    TIMEOUT_MS,
  );

  it.each([
    ['missing', () => path.join(work, 'no-such-folder')],
    ['empty', () => mkdtempSync(path.join(work, 'empty-'))],
  ])(
    'is not computed when a docsDir folder is %s: the build stops, naming it',
    async (_, folder) => {
      const missing = folder();
      await expect(indexUrl([...searchOptions.docsDir, missing])).rejects.toThrow(
        `the docsDir folder "${missing}" is missing or holds no .md/.mdx file`,
      );
    },
    TIMEOUT_MS,
  );
});
