/**
 * The search index URL carries a hash of every input of the index, so that a deploy never serves a stale index from
 * a cache: a change to an API spec alone gives a new URL. Runs the site's search plugin (src/features/search) with
 * the site's options, on a small site of the test's own, and reads the URL it gives the search bar.
 */
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {afterAll, describe, expect, it} from 'vitest';
import {indexInputsFingerprint} from '../../src/features/search/fingerprint';
import {SEARCH_INDEX_INPUTS} from '../../src/features/search/options';
import searchPlugin, {searchOptions} from '../../src/features/search/plugin';

const siteDir = mkdtempSync(path.join(tmpdir(), 'search-index-'));
afterAll(() => rmSync(siteDir, {recursive: true, force: true}));

/** A site with one page and one file in each input the fingerprint reads. */
function writeSite(): void {
  mkdirSync(path.join(siteDir, 'docs'), {recursive: true});
  writeFileSync(path.join(siteDir, 'docs/index.md'), '# A page\n');
  for (const source of SEARCH_INDEX_INPUTS.sources) {
    const file = path.extname(source) ? path.join(siteDir, source) : path.join(siteDir, source, 'input.yaml');
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, `${source}\n`);
  }
}

/** The plugin's options as Docusaurus hands them over: validated, with the plugin's defaults filled in. */
function validated(options: Record<string, unknown>): Record<string, unknown> {
  return searchPlugin.validateOptions!<Record<string, unknown>, Record<string, unknown>>({
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

/** Starts the search plugin on the site and returns the index URL it hands the search bar. */
function indexUrl(): string {
  const generatedFilesDir = path.join(siteDir, '.docusaurus');
  const context = {
    siteDir,
    generatedFilesDir,
    baseUrl: '/',
    siteConfig: {themeConfig: {}},
    i18n: {currentLocale: 'en'},
  };
  const plugin = searchPlugin as unknown as (context: LoadContext, options: unknown) => unknown;
  plugin(context as unknown as LoadContext, validated(searchOptions));
  const constants = readFileSync(
    path.join(generatedFilesDir, '@easyops-cn/docusaurus-search-local/default/generated-constants.js'),
    'utf8',
  );
  const url = /export const searchIndexUrl = "([^"]+)"/.exec(constants)?.[1];
  expect(url, constants).toMatch(/^search-index\{dir\}\.json\?_=[\da-f]{8}$/);
  return url!;
}

describe('the search index URL', () => {
  it('changes when only an API spec changes, and not otherwise', () => {
    writeSite();
    const before = indexUrl();
    expect(indexUrl()).toBe(before);
    writeFileSync(path.join(siteDir, 'api-spec/input.yaml'), 'a reworded summary\n');
    expect(indexUrl()).not.toBe(before);
  });

  it("is not computed without one of the index's inputs: the build stops, naming it", () => {
    writeSite();
    rmSync(path.join(siteDir, 'api-spec'), {recursive: true});
    expect(() => indexInputsFingerprint(siteDir)).toThrow('"api-spec", an input of the search index, does not exist');
  });
});
