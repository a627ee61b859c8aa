/**
 * Reads the MDX sources behind the docs routes, for the content tests, with the parser MDX itself uses
 * (remark with remark-mdx), plus front matter, GFM tables and Docusaurus' `:::` admonitions.
 * Pure Node: no Docusaurus build, no browser.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {escapeMarkdownHeadingIds, parseMarkdownHeadingId} from '@docusaurus/utils';
import type {Nodes, Root, RootContent} from 'mdast';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {toMarkdown} from 'mdast-util-to-markdown';
import {toString} from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';

export const REPO_ROOT = path.resolve(__dirname, '../..');
const DOCS_DIR = path.join(REPO_ROOT, 'docs');

/** The MDX file that serves a docs route (routeBasePath is '/'). */
export function docFileForRoute(route: string): string {
  const candidates = [`${route}.mdx`, `${route}/index.mdx`, `${route}.md`, `${route}/index.md`].map((relative) =>
    path.join(DOCS_DIR, relative),
  );
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      `No MDX file serves ${route}; looked for ${candidates.map((c) => path.relative(REPO_ROOT, c)).join(', ')}`,
    );
  }
  return found;
}

export interface CodeBlock {
  language: string;
  meta: string;
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
}

interface Heading {
  level: number;
  /** The heading as text, without Markdown and without its `{#id}`. */
  text: string;
  /** The explicit `{#id}` anchor, if the heading has one. */
  explicitId?: string;
}

interface Link {
  url: string;
  /** 1-based line of the link. */
  line: number;
}

export interface ParsedDoc {
  file: string;
  relativeFile: string;
  /** The YAML between the `---` lines, unparsed. */
  frontMatter: string;
  /** The source after the front matter. */
  body: string;
  codeBlocks: CodeBlock[];
  headings: Heading[];
  /** Every Markdown link and definition target, in source order. */
  links: Link[];
  /** The body as Markdown without front matter, code blocks, imports, expressions, JSX tags and link targets. */
  prose: string;
}

/** Docusaurus' own syntax on top of MDX: front matter, GFM and `:::note` admonitions. */
const parser = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkFrontmatter, ['yaml'])
  .use(remarkGfm)
  .use(remarkDirective);

/**
 * Parses MDX source as Docusaurus does; a syntax error names the file and line. `{#id}` heading anchors are
 * escaped first, as Docusaurus' MDX loader does, since MDX would read them as expressions.
 */
function parseMdx(source: string, relativeFile: string): Root {
  try {
    return parser.parse(escapeMarkdownHeadingIds(source));
  } catch (error) {
    const {line, column} = error as {line?: number; column?: number};
    const where = line ? `${relativeFile}:${line}:${column ?? 1}` : relativeFile;
    throw new Error(`${where}: invalid MDX: ${(error as Error).message}`);
  }
}

/** Nodes a reader does not read as prose: they are dropped from it. */
const NOT_PROSE = new Set(['yaml', 'code', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'html', 'definition']);
/** Nodes whose text is prose but whose wrapper is not (JSX tags, link targets, directives' markers). */
const TRANSPARENT = new Set([
  'mdxJsxFlowElement',
  'mdxJsxTextElement',
  'link',
  'linkReference',
  'containerDirective',
  'leafDirective',
  'textDirective',
]);

/** The children of a node with non-prose removed and transparent wrappers replaced by their children. */
function proseChildren(children: readonly RootContent[]): RootContent[] {
  return children.flatMap((child): RootContent[] => {
    if (NOT_PROSE.has(child.type)) return [];
    const inner = 'children' in child ? proseChildren(child.children) : undefined;
    if (TRANSPARENT.has(child.type)) return inner ?? [];
    if (child.type === 'heading')
      return [{...child, children: [{type: 'text', value: parseMarkdownHeadingId(toString(child)).text}]}];
    return inner ? [{...child, children: inner} as RootContent] : [child];
  });
}

function proseOf(tree: Root): string {
  return toMarkdown({type: 'root', children: proseChildren(tree.children)}, {extensions: [gfmToMarkdown()]});
}

export function parseMdxDocument(source: string, file: string): ParsedDoc {
  const relativeFile = path.relative(REPO_ROOT, file);
  const tree = parseMdx(source, relativeFile);
  const frontMatterNode = tree.children[0]?.type === 'yaml' ? tree.children[0] : undefined;
  const body = frontMatterNode ? source.slice(frontMatterNode.position!.end.offset).replace(/^\r?\n/, '') : source;

  const codeBlocks: CodeBlock[] = [];
  const headings: Heading[] = [];
  const links: Link[] = [];
  visit(tree as Nodes, (node) => {
    if (node.type === 'code') {
      codeBlocks.push({
        language: node.lang ?? '',
        meta: node.meta ?? '',
        code: node.value,
        line: node.position!.start.line,
      });
    } else if (node.type === 'heading') {
      const {text, id} = parseMarkdownHeadingId(toString(node));
      headings.push({level: node.depth, text, explicitId: id});
    } else if (node.type === 'link' || node.type === 'definition') {
      links.push({url: node.url, line: node.position!.start.line});
    }
  });
  return {
    file,
    relativeFile,
    frontMatter: frontMatterNode?.value ?? '',
    body,
    codeBlocks,
    headings,
    links,
    prose: proseOf(tree),
  };
}

const parsedDocs = new Map<string, ParsedDoc>();

/** The parsed page, read once per test process: parsing MDX takes a tenth of a second or more per page. */
export function parseDoc(file: string): ParsedDoc {
  if (!parsedDocs.has(file)) parsedDocs.set(file, parseMdxDocument(readFileSync(file, 'utf8'), file));
  return parsedDocs.get(file)!;
}

export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’_.-]*/gu)?.length ?? 0;
}
