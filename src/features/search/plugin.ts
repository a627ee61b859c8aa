// @easyops-cn/docusaurus-search-local without its /search page: the route table is exact (REQUIREMENTS.md §2.2). The index
// URL is hashed so that no cache serves a stale index; ./fingerprint.ts widens what the hash covers.
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {API_REFERENCE_DOCS} from '../apiReference/options';
import {writeIndexInputsFingerprint} from './fingerprint';
import {assertSearchBarMatches} from './internals';
import {SEARCH_INDEX_INPUTS} from './options';

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
  explicitSearchResultPath: true,
};

type SearchOptions = typeof searchOptions;

/** How the routes the search plugin adds differ from its page alone, which the site leaves out, if they do. */
export function searchRoutesDrift(routes: readonly string[], searchPage: string): string | undefined {
  if (routes.join() === searchPage) return undefined;
  return `@easyops-cn/docusaurus-search-local now adds the routes ${routes.join(', ') || '(none)'} rather than ${searchPage} alone`;
}

function searchPlugin(context: LoadContext, options: SearchOptions): Plugin<unknown> {
  assertSearchBarMatches();
  writeIndexInputsFingerprint(context.siteDir);
  const plugin = searchLocalPlugin.default(context, options) as Plugin<unknown>;
  const searchPage = `${context.baseUrl}search`;
  return {
    ...plugin,
    // Keep the route table exact: the plugin's contentLoaded runs with its route left out, once it is the only one.
    async contentLoaded(args) {
      const routes: string[] = [];
      await plugin.contentLoaded?.({...args, actions: {...args.actions, addRoute: (route) => routes.push(route.path)}});
      const drift = searchRoutesDrift(routes, searchPage);
      if (drift) throw new Error(`search (src/features/search/plugin.ts): ${drift}; keep what the site needs of them.`);
    },
    getClientModules() {
      return [...(plugin.getClientModules?.() ?? []), path.join(__dirname, 'search.css')];
    },
  };
}

export default Object.assign(searchPlugin, {validateOptions: searchLocalPlugin.validateOptions}) as PluginModule;
