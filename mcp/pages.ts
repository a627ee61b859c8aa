/**
 * The docs pages as the site serves their Markdown copies: each page through docusaurus-plugin-llms with the site's
 * options, cut into sections at its headings, each heading with the anchor Docusaurus gives it.
 */
import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {LogLevel, withLogLevel} from 'docusaurus-plugin-llms/lib/logger';
import {processMarkdownFile} from 'docusaurus-plugin-llms/lib/processor';
import GithubSlugger from 'github-slugger';
import {marked, type Token, type Tokens} from 'marked';
import {SITE} from '../src/constants';
import {LLMS_MARKDOWN} from '../src/config/llms';
import type {KnownIssue} from '../src/features/knownIssues/registry';
import {once} from './lazy';
import {GENERATED_FILES_DIR} from './options';

export interface Section {
  /** Undefined for the page's top (its title heading) and for headings without an anchor of their own. */
  anchor?: string;
  heading: string;
  depth: number;
  /** Offsets in the page's Markdown: from the heading to the next heading of the same or a higher level. */
  start: number;
  end: number;
  /** The section's own text, up to the next heading of any level, as plain text: what search reads. */
  text: string;
}

export interface PageText {
  markdown: string;
  sections: Section[];
}

export interface Page {
  route: string;
  title: string;
  /** The sections search indexes, read at start. */
  indexed: Section[];
  /** The page's Markdown and sections, made when first asked for where making them takes long. */
  text: () => Promise<PageText>;
}

/** A heading's anchor, given its level, its text without an explicit `{#id}`, and that id if it has one. */
type AnchorOf = (depth: number, text: string, explicitId: string | undefined) => string | undefined;

/**
 * The pattern of Docusaurus' `parseMarkdownHeadingId`: a trailing `{#id}` sets the heading's anchor. Not imported:
 * @docusaurus/utils loads much of Docusaurus with it, which the server's start would wait for; tests/unit/mcp.test.ts
 * compares every page's anchors with the ones @docusaurus/utils gives.
 */
const EXPLICIT_ID = /\s*\{#(?<id>(?:.(?!\{#|\}))*.)\}$/;

/** The plain text of Markdown tokens: what a reader reads, without link targets, emphasis marks or fences. */
function plainText(tokens: Token[]): string {
  return tokens
    .map((token): string => {
      const generic = token as Tokens.Generic;
      if (token.type === 'code' || token.type === 'codespan' || token.type === 'escape') return generic.text as string;
      if (generic.tokens) return plainText(generic.tokens);
      if (token.type === 'list') return (token as Tokens.List).items.map((item) => plainText(item.tokens)).join('\n');
      if (token.type === 'table') {
        const {header, rows} = token as Tokens.Table;
        return [header, ...rows].map((row) => row.map((cell) => plainText(cell.tokens)).join(' ')).join('\n');
      }
      return token.type === 'text' || token.type === 'html' ? (generic.text as string) : '';
    })
    .join('');
}

/**
 * A page's sections; the text before its first heading belongs to the page's top. marked's lexer reads the Markdown:
 * remark, which the site's build uses, is several times slower, and the server reads every page as it starts.
 */
export function sectionsOf(markdown: string, title: string, anchorOf: AnchorOf): Section[] {
  const sections: Section[] = [];
  const open: Array<{section: Section; parts: string[]}> = [];
  const begin = (section: Section) => {
    sections.push(section);
    open.push({section, parts: []});
  };
  let offset = 0;
  for (const token of marked.lexer(markdown)) {
    const start = offset;
    offset += token.raw.length;
    if (token.type !== 'heading') {
      if (open.length === 0) begin({heading: title, depth: 1, start: 0, end: markdown.length, text: ''});
      open.at(-1)!.parts.push(plainText([token]));
      continue;
    }
    const {depth, tokens} = token as Tokens.Heading;
    for (const {section} of open) if (section.depth >= depth && section.end === markdown.length) section.end = start;
    const full = plainText(tokens);
    const explicit = EXPLICIT_ID.exec(full);
    const heading = explicit ? full.slice(0, explicit.index) : full;
    begin({
      anchor: anchorOf(depth, heading, explicit?.groups?.id),
      heading,
      depth,
      start,
      end: markdown.length,
      text: '',
    });
  }
  for (const {section, parts} of open) section.text = parts.join('\n').trim();
  return sections;
}

/** Anchors as Docusaurus' heading plugin gives them: an explicit id, or a github-slugger slug unique on the page. */
function docusaurusAnchors(): AnchorOf {
  const slugger = new GithubSlugger();
  return (depth, text, explicitId) => {
    // Only a heading without an explicit id takes a slug, and so counts for the duplicates that follow.
    const anchor = explicitId ?? slugger.slug(text);
    return depth === 1 ? undefined : anchor;
  };
}

/** Every `.mdx` page under docs/, leaving out what Docusaurus leaves out: files and folders that start with `_`. */
function docFiles(docsDir: string): string[] {
  return readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.mdx') && !file.split(path.sep).some((part) => part.startsWith('_')))
    .sort();
}

/** Markdown as the plain text search reads. */
export function textOf(markdown: string): string {
  return plainText(marked.lexer(markdown));
}

/**
 * The docs pages. The FAQ and /integrate import the known issues' MDX, which the site generates into its
 * generated-files folder (`@site/.docusaurus/…`). Here those imports point into a folder of the server's own, where the
 * site's generator writes them, from the same registry, when such a page is first read: generating them takes longer
 * than the rest of the start. Until then the two pages are indexed without them; search indexes the registry itself.
 */
export async function loadDocPages(siteDir: string, issues: KnownIssue[]): Promise<Page[]> {
  const docsDir = path.join(siteDir, 'docs');
  const generatedSite = mkdtempSync(path.join(os.tmpdir(), 'ark-docs-mcp-'));
  process.on('exit', () => rmSync(generatedSite, {recursive: true, force: true}));
  const generate = once(async () => {
    const {generateKnownIssues} = await import('../src/features/knownIssues/generate');
    generateKnownIssues(issues, path.join(generatedSite, GENERATED_FILES_DIR));
  });
  const read = async (file: string): Promise<{title: string; route: string; text: PageText} | undefined> => {
    // Quiet, as the site's plugin runs: the plugin logs with console.log, which would corrupt a stdio connection.
    const doc = await withLogLevel(LogLevel.QUIET, () =>
      processMarkdownFile(path.join(docsDir, file), siteDir, SITE.url, '', {
        ...LLMS_MARKDOWN,
        siteDir: generatedSite,
        sectionPath: 'docs',
      }),
    );
    if (!doc) return undefined;
    const sections = sectionsOf(doc.content, doc.title, docusaurusAnchors());
    return {title: doc.title, route: new URL(doc.url).pathname, text: {markdown: doc.content, sections}};
  };
  const files = docFiles(docsDir);
  const docs = await Promise.all(files.map(read));
  return files.flatMap((file, index) => {
    const doc = docs[index];
    if (!doc) return [];
    const importsGenerated = readFileSync(path.join(docsDir, file), 'utf8').includes(`@site/${GENERATED_FILES_DIR}/`);
    const text = importsGenerated
      ? once(() => generate().then(async () => (await read(file))!.text))
      : () => Promise.resolve(doc.text);
    return [{route: doc.route, title: doc.title, indexed: doc.text.sections, text}];
  });
}
