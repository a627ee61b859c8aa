/**
 * Turns every fence but ```mermaid into ./CodeBlock.tsx, read with Docusaurus' own parsers. Meta they do not know
 * stops the build rather than being dropped; `prelude="…"` is for the tests that type-check the docs' samples.
 */
import path from 'node:path';
import type * as CodeBlockUtils from '@docusaurus/theme-common/internal';
import type {Element, Root} from 'hast';
import {toString} from 'hast-util-to-string';
import {SKIP, visit} from 'unist-util-visit';
import type {VFile} from 'vfile';
import {fenceCode, fenceLanguage} from '../../lib/fences';
import {esm, jsxLeaf} from '../../lib/mdxNodes';
import {highlightToHtml, isKnownLanguage} from './highlight';
import {CODE_BLOCKS, MAGIC_COMMENTS} from './options';

// From their own file: theme-common's `internal` entry also loads React hooks only the bundler resolves.
// tests/unit/upstream-drift.test.ts fails when that file changes.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a file its exports map does not list
const {containsLineNumbers, parseCodeBlockTitle, parseLines} = require(
  path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils/codeBlockUtils.js'),
) as Pick<typeof CodeBlockUtils, 'containsLineNumbers' | 'parseCodeBlockTitle' | 'parseLines'>;

/** What a fence's meta may hold: Docusaurus' title, line ranges and line numbers, and our samples' prelude. */
const KNOWN_META = /title=(["']).*?\1|\{[\d,-]+\}|\bshowLineNumbers\b|prelude=(["']?)[\w,-]+\2/g;

function codeBlock(code: Element, named: string | undefined, where: string) {
  const meta = (code.data as {meta?: string} | undefined)?.meta ?? '';
  const unknown = meta.replace(KNOWN_META, '').trim();
  if (unknown) {
    throw new Error(
      `${where}: the code block's meta "${unknown}" is not supported. A fence may carry title="…", line ranges ` +
        'such as {1,3-4} and showLineNumbers, and its code the comments highlight-next-line, highlight-start and highlight-end.',
    );
  }
  const language = named && isKnownLanguage(named) ? named : CODE_BLOCKS.defaultLanguage;
  const lines = parseLines(toString(code), {metastring: meta, language, magicComments: MAGIC_COMMENTS});
  return jsxLeaf(CODE_BLOCKS.componentName, {
    language,
    title: parseCodeBlockTitle(meta) || undefined,
    html: highlightToHtml(lines.code, language, {
      classNames: lines.lineClassNames,
      showLineNumbers: containsLineNumbers(meta),
    }),
  });
}

export default function rehypeCodeBlocks() {
  return function highlightFences(tree: Root, file: VFile): void {
    let found = 0;
    visit(tree, 'element', (element, index, parent) => {
      const code = fenceCode(element);
      const named = code && fenceLanguage(code);
      if (!code || !parent || index === undefined) return undefined;
      const where = `${file.path ? path.relative(process.cwd(), file.path) : 'the page'}:${element.position?.start.line ?? '?'}`;
      // The diagrams plugin, where it runs first, has replaced every mermaid fence by its drawing.
      if (named === 'mermaid') {
        throw new Error(
          `${where}: a mermaid diagram where no diagrams plugin draws it; show it in a docs page instead.`,
        );
      }
      parent.children[index] = codeBlock(code, named, where);
      found += 1;
      return SKIP;
    });
    if (found > 0) {
      tree.children.unshift(esm(`import ${CODE_BLOCKS.componentName} from '@site/src/features/codeBlocks/CodeBlock';`));
    }
  };
}
