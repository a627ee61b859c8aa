/**
 * Offline full-text search: @easyops-cn/docusaurus-search-local, without its /search page.
 *
 * The plugin indexes the built HTML of every docs page, the two API references included (they are
 * docs pages with a heading per tag and per operation), each result linking to its heading's anchor,
 * and serves the index with the site. It also adds a /search results page; the specification's
 * route table is exact, so that route is left out and the search box is the way in.
 */
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {generateApiReferences} from '../apiReference/generate';

// The package types only its options; its plugin is a plain Docusaurus plugin module.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the package's typings declare only its options, so no import can be typed
const searchLocalPlugin = require('@easyops-cn/docusaurus-search-local') as {
  default: PluginModule;
  validateOptions: NonNullable<PluginModule['validateOptions']>;
};

async function searchPlugin(context: LoadContext, options: unknown): Promise<Plugin<unknown>> {
  // The index URL's hash is computed here, from the files of its docsDir: the references' generated pages must
  // exist first, or a clean checkout's first build hashes without them (and warns that their folder is missing).
  await generateApiReferences({onlyIfSpecsChanged: true});
  const plugin = searchLocalPlugin.default(context, options) as Plugin<unknown>;
  // Keep the route table exact: no /search page.
  return {...plugin, contentLoaded: undefined};
}

export default Object.assign(searchPlugin, {validateOptions: searchLocalPlugin.validateOptions}) as PluginModule;
