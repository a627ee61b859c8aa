/**
 * @easyops-cn/docusaurus-search-local without its /search page: the specification's route table is exact. The index
 * URL is hashed so that no cache serves a stale index; ./fingerprint.ts widens what the hash covers.
 */
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {API_REFERENCE_DOCS} from '../apiReference/options';
import {writeIndexInputsFingerprint} from './fingerprint';
import {assertSearchBarMatches} from './internals';
import {SEARCH_INDEX_INPUTS, SEARCH_SHORTCUT} from './options';

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
  const searchPage = `${context.baseUrl}search`;
  return {
    ...plugin,
    // Keep the route table exact: what the plugin's contentLoaded adds is dropped, after checking that it is the
    // /search page alone.
    async contentLoaded(args) {
      const added: string[] = [];
      await plugin.contentLoaded?.({
        ...args,
        actions: {
          addRoute: (route) => void added.push(`the route ${route.path}`),
          createData: (name) => {
            added.push(`the data file ${name}`);
            return Promise.resolve('');
          },
          setGlobalData: () => void added.push('global data'),
        },
      });
      if (added.join() !== `the route ${searchPage}`) {
        throw new Error(
          `search (src/features/search/plugin.ts): @easyops-cn/docusaurus-search-local's contentLoaded now adds ` +
            `${added.join(', ') || 'nothing'}, not just the route ${searchPage}; keep what the site needs of it.`,
        );
      }
    },
    getClientModules() {
      return [...(plugin.getClientModules?.() ?? []), path.join(__dirname, 'search.css')];
    },
  };
}

export default Object.assign(searchPlugin, {validateOptions: searchLocalPlugin.validateOptions}) as PluginModule;
