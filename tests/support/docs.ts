/**
 * Reads the MDX sources behind the docs routes, for the content tests.
 * Pure Node: no Docusaurus, no browser.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../..');
export const DOCS_DIR = path.join(REPO_ROOT, 'docs');

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

export interface Heading {
  level: number;
  text: string;
  /** The explicit `{#id}` anchor, if the heading has one. */
  explicitId?: string;
}

export interface ParsedDoc {
  file: string;
  relativeFile: string;
  frontMatter: string;
  body: string;
  codeBlocks: CodeBlock[];
  headings: Heading[];
  /** The body without front matter, code blocks, imports, JSX tags and link targets. */
  prose: string;
}

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)([^\n]*)$/;

export function parseDoc(file: string): ParsedDoc {
  const source = readFileSync(file, 'utf8');
  const frontMatterMatch = /^---\n([\s\S]*?)\n---\n/.exec(source);
  const frontMatter = frontMatterMatch?.[1] ?? '';
  const body = frontMatterMatch ? source.slice(frontMatterMatch[0].length) : source;
  const bodyStartLine = frontMatterMatch ? frontMatterMatch[0].split('\n').length - 1 : 0;

  const codeBlocks: CodeBlock[] = [];
  const headings: Heading[] = [];
  const proseLines: string[] = [];
  const lines = body.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const fence = FENCE.exec(line);
    if (fence) {
      const [, indent, marker, language, meta] = fence;
      const codeLines: string[] = [];
      let end = index + 1;
      while (end < lines.length && !lines[end]!.trimStart().startsWith(marker!)) {
        codeLines.push(lines[end]!.slice(indent!.length));
        end += 1;
      }
      codeBlocks.push({
        language: language ?? '',
        meta: (meta ?? '').trim(),
        code: codeLines.join('\n'),
        line: bodyStartLine + index + 1,
      });
      index = end;
      continue;
    }
    const heading = /^(#{1,6})\s+(.*?)\s*(?:\{#([\w-]+)\})?\s*$/.exec(line);
    if (heading) {
      headings.push({level: heading[1]!.length, text: heading[2]!, explicitId: heading[3]});
    }
    proseLines.push(line);
  }

  const prose = proseLines
    .join('\n')
    .replace(/^(import|export)\s.*$/gm, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/\{#[\w-]+\}/g, '');

  return {file, relativeFile: path.relative(REPO_ROOT, file), frontMatter, body, codeBlocks, headings, prose};
}

export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’_.-]*/gu)?.length ?? 0;
}
