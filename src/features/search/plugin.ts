/**
 * Offline full-text search: @easyops-cn/docusaurus-search-local, without its /search page.
 *
 * The plugin indexes the built HTML of every docs page, the two API references included (a heading per tag and per
 * operation), each result linking to its heading's anchor. It also adds a /search results page; the specification's
 * route table is exact, so that route is left out and the search box is the way in. The navbar's box loads the
 * plugin's code when the reader turns to search (./LazySearchBar.tsx).
 *
 * The index URL carries a hash (`hashed: 'query'`) so that a deploy never serves a stale index from a cache. The
 * plugin computes it as it starts from the .md/.mdx files under its `docsDir`; the fingerprint of the index's other
 * inputs is written there first (./fingerprint.ts).
 */
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {API_REFERENCE_DOCS} from '../apiReference/options';
import {writeIndexInputsFingerprint} from './fingerprint';
import {assertSearchBarMatches} from './internals';
import {SEARCH_INDEX_INPUTS, SEARCH_SHORTCUT} from './options';

// The package types only its options; its plugin is a plain Docusaurus plugin module.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the package is CommonJS with no types for its plugin
const searchLocalPlugin = require('@easyops-cn/docusaurus-search-local') as {
  default: PluginModule;
  validateOptions: NonNullable<PluginModule['validateOptions']>;
};

/** The site's options; the plugin's defaults do the rest (8 results, the index of docs pages only). */
export const searchOptions = {
  docsRouteBasePath: '/',
  // Read for the index URL's hash only.
  docsDir: ['docs', SEARCH_INDEX_INPUTS.dir],
  ignoreCssSelectors: [`.${API_REFERENCE_DOCS.unindexedClass}`],
  indexBlog: false,
  hashed: 'query',
  // The plugin's default, stated because the search box stand-in answers the same keys.
  searchBarShortcutKeymap: SEARCH_SHORTCUT,
  explicitSearchResultPath: true,
};

export type SearchOptions = typeof searchOptions;

function searchPlugin(context: LoadContext, options: SearchOptions): Plugin<unknown> {
  assertSearchBarMatches();
  writeIndexInputsFingerprint(context.siteDir);
  const plugin = searchLocalPlugin.default(context, options) as Plugin<unknown>;
  if (typeof plugin.contentLoaded !== 'function') {
    throw new Error(
      'search (src/features/search/plugin.ts): @easyops-cn/docusaurus-search-local no longer adds its /search page in ' +
        'contentLoaded; find how it adds the page now, and leave it out so that the route table stays exact.',
    );
  }
  return {
    ...plugin,
    // Keep the route table exact: no /search page (contentLoaded does nothing else).
    contentLoaded: undefined,
    getClientModules() {
      return [...(plugin.getClientModules?.() ?? []), path.join(__dirname, 'search.css')];
    },
  };
}

export default Object.assign(searchPlugin, {validateOptions: searchLocalPlugin.validateOptions}) as PluginModule;
