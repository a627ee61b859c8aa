/** Everything the server answers from, read once at start from the files the site builds from. */
import {API_REFERENCES} from '../src/constants';
import {loadKnownIssues, type KnownIssue} from '../src/features/knownIssues/registry';
import {SITE_DIR} from './options';
import {loadDocPages, type Page} from './pages';
import type {ApiId} from './operations';
import {loadReference, type LoadedReference} from './references';
import {buildSearchIndex, type SearchIndex} from './search';

export interface Corpus {
  /** Every page by route: the docs pages, then the two references. */
  pages: Map<string, Page>;
  references: Record<ApiId, LoadedReference>;
  issues: KnownIssue[];
  index: SearchIndex;
}

export async function loadCorpus(): Promise<Corpus> {
  const issues = loadKnownIssues(SITE_DIR);
  const byId = new Map(issues.map((issue): [string, KnownIssue] => [issue.id, issue]));
  const [docs, ...loaded] = await Promise.all([
    loadDocPages(SITE_DIR, issues),
    ...API_REFERENCES.map((reference) => loadReference(reference, byId)),
  ]);
  const references = Object.fromEntries(loaded.map((entry) => [entry.reference.id, entry])) as Corpus['references'];
  return {
    pages: new Map([...docs, ...loaded.map((entry) => entry.page)].map((page) => [page.route, page])),
    references,
    issues,
    index: buildSearchIndex(docs, loaded, issues),
  };
}
