/**
 * search_docs: one MiniSearch index, built once at start, over the pages' sections and the references' operations.
 * A hit names its page, its heading and the site's URL of that heading.
 */
import MiniSearch from 'minisearch';
import {SITE} from '../src/constants';
import type {OperationView} from '../src/features/apiReference/model';
import type {SchemaView} from '../src/features/apiReference/schema';
import {KNOWN_ISSUES} from '../src/features/knownIssues/options';
import type {KnownIssue} from '../src/features/knownIssues/registry';
import {SEARCH} from './options';
import {textOf, type Page} from './pages';
import type {LoadedReference} from './references';

interface Entry {
  id: number;
  kind: 'page' | 'operation';
  route: string;
  anchor?: string;
  title: string;
  heading: string;
  text: string;
  /** Names a reader may search by: an operation's id, method and path, and the fields of its bodies. */
  keywords: string;
}

export interface SearchIndex {
  search(query: string, limit: number): ReturnType<typeof hitOf>[];
}

/** The fields a schema names, nested ones too, so that `pubkey` finds the operations that answer with one. */
function fieldNames(view: SchemaView | undefined, names = new Set<string>()): Set<string> {
  if (!view || view.recursive) return names;
  for (const property of view.properties) {
    names.add(property.name);
    fieldNames(property.schema, names);
  }
  for (const child of [view.items, view.mapValues, ...(view.variants?.options ?? [])]) fieldNames(child, names);
  return names;
}

function operationFieldNames(view: OperationView): Set<string> {
  const bodies = [...(view.requestBody?.contents ?? []), ...view.responses.flatMap((response) => response.contents)];
  const names = new Set<string>();
  for (const media of bodies) fieldNames(media.schema, names);
  return names;
}

function pageEntries(pages: Page[]): Omit<Entry, 'id'>[] {
  return pages.flatMap((page) =>
    page.indexed.map((section) => ({
      kind: 'page' as const,
      route: page.route,
      anchor: section.anchor,
      title: page.title,
      heading: section.heading,
      text: section.text,
      keywords: '',
    })),
  );
}

/** The registry's entries, each under its anchor on the page that lists them all (/ark/FAQ). */
function issueEntries(issues: KnownIssue[], pageTitle: string): Omit<Entry, 'id'>[] {
  return issues.map((issue) => ({
    kind: 'page' as const,
    route: KNOWN_ISSUES.route,
    anchor: issue.id,
    title: pageTitle,
    heading: textOf(issue.title),
    text: textOf([issue.summary, issue.happens, issue.workaround].join('\n\n')),
    keywords: [issue.id, ...issue.products, issue.severity].join(' '),
  }));
}

function referenceEntries({reference, model, operations}: LoadedReference): Omit<Entry, 'id'>[] {
  const intro = {
    kind: 'page' as const,
    route: reference.route,
    title: reference.title,
    heading: reference.title,
    text: model.description ?? '',
    keywords: reference.id,
  };
  return [
    intro,
    ...[...operations.values()].map(({view, tag}) => ({
      kind: 'operation' as const,
      route: reference.route,
      anchor: view.operationId,
      title: reference.title,
      heading: view.summary,
      text: [
        tag.displayName,
        view.description ?? '',
        ...view.parameters.map((p) => `${p.name} ${p.schema.description ?? ''}`),
      ].join('\n'),
      keywords: [view.operationId, view.method, view.path, ...operationFieldNames(view)].join(' '),
    })),
  ];
}

/** A window of the text around the first place a matched term appears. */
function snippetOf(text: string, terms: string[]): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const lower = flat.toLowerCase();
  const at = Math.min(...terms.map((term) => lower.indexOf(term)).filter((index) => index >= 0), flat.length);
  const start = at === flat.length ? 0 : Math.max(0, at - SEARCH.snippetChars / 3);
  const end = Math.min(flat.length, start + SEARCH.snippetChars);
  return `${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`;
}

function hitOf(entry: Entry, score: number, terms: string[]) {
  return {
    kind: entry.kind,
    title: entry.title,
    heading: entry.heading,
    snippet: snippetOf(entry.text || entry.heading, terms),
    path: entry.route,
    anchor: entry.anchor,
    url: `${SITE.url}${entry.route}${entry.anchor ? `#${entry.anchor}` : ''}`,
    ...(entry.kind === 'operation' ? {operationId: entry.anchor} : {}),
    score: Math.round(score * 100) / 100,
  };
}

export function buildSearchIndex(pages: Page[], references: LoadedReference[], issues: KnownIssue[]): SearchIndex {
  const registryPage = pages.find((page) => page.route === KNOWN_ISSUES.route);
  const entries: Entry[] = [
    ...pageEntries(pages),
    ...issueEntries(issues, registryPage?.title ?? KNOWN_ISSUES.route),
    ...references.flatMap(referenceEntries),
  ].map((entry, id) => ({...entry, id}));
  const index = new MiniSearch<Entry>({
    fields: ['heading', 'keywords', 'title', 'text'],
    // Prefixes from four letters, and a typo in five from five: readers type `settl` and `macaron`. A short word as a
    // prefix (`a`, `an`) would match most of the index, and a query would score most of it.
    searchOptions: {
      boost: {heading: 3, keywords: 3, title: 1.5},
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      maxFuzzy: 2,
    },
  });
  index.addAll(entries);
  return {
    search: (query, limit) =>
      index
        .search(query)
        .slice(0, limit)
        .map((result) => hitOf(entries[result.id as number]!, result.score, result.terms)),
  };
}
