/**
 * What the search plugin takes from @easyops-cn/docusaurus-search-local: the
 * plugin itself, typed here because the package only ships types for its
 * options, and two internals needed to add documents to its index (the
 * package has no public hook for extra documents; package.json pins the
 * version these paths belong to).
 */
import type {LoadContext, PluginModule} from '@docusaurus/types';

/** One entry of the plugin's index (its own short field names). */
export interface SearchDocument {
  /** id */
  i: number;
  /** indexed text */
  t: string;
  /** page URL */
  u: string;
  /** anchor, with its '#' */
  h?: string;
  /** id of the page's title document */
  p?: number;
  /** section title shown with content matches */
  s?: string;
  /** breadcrumb */
  b?: string[];
}

type ProcessedOptions = Record<string, unknown>;

interface Internals {
  processPluginOptions(options: unknown, context: LoadContext): ProcessedOptions;
  buildIndex(documents: SearchDocument[][], config: ProcessedOptions): unknown;
}

const packageName = '@easyops-cn/docusaurus-search-local';
const utils = `${packageName}/dist/server/server/utils`;

/* eslint-disable @typescript-eslint/no-require-imports */
export const searchLocalPlugin = require(packageName) as {default: PluginModule; validateOptions: NonNullable<PluginModule['validateOptions']>};
export const {processPluginOptions} = require(`${utils}/processPluginOptions`) as Pick<Internals, 'processPluginOptions'>;
export const {buildIndex} = require(`${utils}/buildIndex`) as Pick<Internals, 'buildIndex'>;
