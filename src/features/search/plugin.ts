/**
 * Offline full-text search: @easyops-cn/docusaurus-search-local, without its /search page.
 *
 * The plugin indexes the built HTML of every docs page, the two API references included (they are
 * docs pages with a heading per tag and per operation), each result linking to its heading's anchor,
 * and serves the index with the site. It also adds a /search results page; the specification's
 * route table is exact, so that route is left out and the search box is the way in.
 *
 * The index URL carries a hash (`hashed: 'query'`) so that a deploy never serves a stale index from a
 * cache. The plugin computes it once, when it starts, from its own version and the .md/.mdx files under
 * its `docsDir` (it reads `docsDir` for nothing else). Three things make that hash cover every input of
 * the index: the references' pages are generated from api-spec/ before it is computed; a missing
 * `docsDir` folder stops the build (the plugin would only warn and hash without it); and a fingerprint of
 * the code that turns pages into HTML (./inputs.ts) sits in a `docsDir` folder of its own.
 */
import {existsSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {API_REFERENCE_DOCS, SEARCH_INDEX_INPUTS, SEARCH_SHORTCUT} from '../../constants';
import {GENERATED_PATHS, generateApiReferences} from '../apiReference/generate';
import {assertStandInMatchesSearchBar} from './internals';
import {writeIndexInputsFingerprint} from './inputs';

// The package types only its options; its plugin is a plain Docusaurus plugin module.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the package is CommonJS with no types for its plugin
const searchLocalPlugin = require('@easyops-cn/docusaurus-search-local') as {
  default: PluginModule;
  validateOptions: NonNullable<PluginModule['validateOptions']>;
};

/** The site's options; the plugin's defaults do the rest (8 results, the index of docs pages only). */
export const searchOptions = {
  docsRouteBasePath: '/',
  // Read for the index URL's hash only: the folders of every page the index holds, and the fingerprint of the rest.
  docsDir: ['docs', GENERATED_PATHS.pages, SEARCH_INDEX_INPUTS.dir],
  ignoreCssSelectors: [`.${API_REFERENCE_DOCS.unindexedClass}`],
  indexBlog: false,
  hashed: 'query',
  // The plugin's default, stated because the search box stand-in (src/theme/SearchBar) answers the same keys.
  searchBarShortcutKeymap: SEARCH_SHORTCUT,
  explicitSearchResultPath: true,
};

export type SearchOptions = typeof searchOptions;

function hasPages(folder: string): boolean {
  return readdirSync(folder, {recursive: true, encoding: 'utf8'}).some((file) => /\.mdx?$/.test(file));
}

/** Throws, naming the folder, unless every `docsDir` folder exists and holds pages when the hash is computed. */
export function assertDocsDirsHavePages(siteDir: string, docsDir: readonly string[]): void {
  for (const folder of docsDir) {
    const absolute = path.resolve(siteDir, folder);
    if (!existsSync(absolute) || !statSync(absolute).isDirectory() || !hasPages(absolute)) {
      throw new Error(
        `search (src/features/search): the docsDir folder "${folder}" is missing or holds no .md/.mdx file, ` +
          "so the search index URL's hash would not cover it. Generate it before the search plugin starts, or remove it from docsDir.",
      );
    }
  }
}

async function searchPlugin(context: LoadContext, options: SearchOptions): Promise<Plugin<unknown>> {
  assertStandInMatchesSearchBar();
  await generateApiReferences({onlyIfSpecsChanged: true});
  writeIndexInputsFingerprint(context.siteDir);
  if (!options.docsDir.includes(SEARCH_INDEX_INPUTS.dir)) {
    throw new Error(
      `search (src/features/search): docsDir must include "${SEARCH_INDEX_INPUTS.dir}", the fingerprint of the index's other inputs`,
    );
  }
  assertDocsDirsHavePages(context.siteDir, options.docsDir);
  const plugin = searchLocalPlugin.default(context, options) as Plugin<unknown>;
  if (typeof plugin.contentLoaded !== 'function') {
    throw new Error(
      'search (src/features/search): @easyops-cn/docusaurus-search-local no longer adds its /search page in contentLoaded; ' +
        'find how it adds the page now, and leave it out so that the route table stays exact.',
    );
  }
  // Keep the route table exact: no /search page (contentLoaded does nothing else).
  return {...plugin, contentLoaded: undefined};
}

export default Object.assign(searchPlugin, {validateOptions: searchLocalPlugin.validateOptions}) as PluginModule;
