/**
 * Offline full-text search: @easyops-cn/docusaurus-search-local, with the
 * operations of the two API references added to its index.
 *
 * The plugin indexes the docs' HTML at build time (headings included, each
 * result linking to its heading's anchor) and serves the index with the site.
 * The API references are Redoc pages it cannot split into operations, so once
 * it has written its index, every operation of the bundled specs is added as a
 * heading of its reference page. The operations and their anchors come from
 * Redoc's own menu, so a result lands exactly where Redoc puts the operation.
 *
 * The plugin also adds a /search results page; the specification's route table
 * is exact, so that route is left out and the search box is the way in.
 */
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {API_REFERENCES} from '../../constants';
import {buildIndex, processPluginOptions, searchLocalPlugin, type SearchDocument} from './internals';
import {operationsOf, type ReferenceOperation} from './operations';

/** The file the plugin writes; `hashed` is off, so the name is fixed. */
export const SEARCH_INDEX_FILE = 'search-index.json';

type SearchIndex = Array<{documents: SearchDocument[]}>;

/** Positions of the document lists in the index, as the plugin orders them. */
const TITLES = 0;
const HEADINGS = 1;
const DESCRIPTIONS = 2;
const KEYWORDS = 3;
const CONTENTS = 4;

interface LoadedRedocPlugin {
  name: string;
  options: {id?: string};
  content?: {converted?: unknown};
}

function referenceDocuments(
  reference: (typeof API_REFERENCES)[number],
  operations: ReferenceOperation[],
  nextId: () => number,
): SearchDocument[][] {
  const titleId = nextId();
  const documents: SearchDocument[][] = [[], [], [], [], []];
  documents[TITLES]!.push({i: titleId, t: reference.title, u: reference.route, b: ['API reference']});
  documents[DESCRIPTIONS]!.push({
    i: titleId,
    t: `Every endpoint of ${reference.serviceName}, ${reference.serviceDescription}.`,
    s: reference.title,
    u: reference.route,
    p: titleId,
  });
  for (const operation of operations) {
    const hash = `#${operation.anchor}`;
    const heading = `${operation.summary} (${operation.operationId})`;
    documents[HEADINGS]!.push({i: nextId(), t: heading, u: reference.route, h: hash, p: titleId});
    // The path's own words that the heading lacks (`refundWithoutReceiver` in
    // /v1/vhtlc/refundWithoutReceiver), so that searching them finds the operation too.
    const headingWords = new Set(heading.toLowerCase().split(/\W+/));
    const pathWords = operation.path.split(/[/{}]+/).filter((word) => /[a-z]/i.test(word) && !/^v\d+$/.test(word) && !headingWords.has(word.toLowerCase()));
    if (pathWords.length > 0) {
      documents[KEYWORDS]!.push({
        i: nextId(),
        t: pathWords.join(' '),
        s: `${heading} · ${operation.method.toUpperCase()} ${operation.path}`,
        u: reference.route,
        h: hash,
        p: titleId,
      });
    }
    if (operation.description) {
      documents[CONTENTS]!.push({i: nextId(), t: operation.description, s: heading, u: reference.route, h: hash, p: titleId});
    }
  }
  return documents;
}

function searchPlugin(context: LoadContext, options: unknown): Plugin<unknown> {
  const plugin = searchLocalPlugin.default(context, options) as Plugin<unknown>;
  const config = processPluginOptions(options, context);

  return {
    ...plugin,
    // Keep the route table exact: no /search page.
    contentLoaded: undefined,
    async postBuild(props) {
      await plugin.postBuild?.(props);
      const indexFile = path.join(props.outDir, SEARCH_INDEX_FILE);
      const index = JSON.parse(await readFile(indexFile, 'utf8')) as SearchIndex;
      const lists = index.map(({documents}) => documents);
      let lastId = Math.max(0, ...lists.flat().map((document) => document.i));
      const nextId = () => (lastId += 1);

      const redocPlugins = props.plugins as unknown as LoadedRedocPlugin[];
      for (const reference of API_REFERENCES) {
        const loaded = redocPlugins.find((candidate) => candidate.name === 'docusaurus-plugin-redoc' && candidate.options.id === reference.id);
        if (!loaded?.content?.converted) {
          throw new Error(`Search: the API reference "${reference.id}" (${reference.specFolder}) was not loaded, so its operations cannot be indexed.`);
        }
        referenceDocuments(reference, operationsOf(loaded.content.converted), nextId).forEach((documents, list) => lists[list]!.push(...documents));
      }
      await writeFile(indexFile, JSON.stringify(buildIndex(lists, config)));
    },
  };
}

export default Object.assign(searchPlugin, {validateOptions: searchLocalPlugin.validateOptions}) as PluginModule;
