// CommonMark with GitHub tables, parsed and written back as MDX (escaped where MDX reads `{` and `<` as code) or as
// plain Markdown: the generators (API references, known issues) build pages as syntax trees, never as strings.
import type {Html, Nodes, Parents, PhrasingContent, Root, RootContent} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown, gfmToMarkdown} from 'mdast-util-gfm';
import {mdxToMarkdown} from 'mdast-util-mdx';
import {toMarkdown, type Options as ToMarkdownOptions} from 'mdast-util-to-markdown';
import {gfm} from 'micromark-extension-gfm';
import {visit} from 'unist-util-visit';

export function parseMarkdown(markdown: string): Root {
  return fromMarkdown(markdown, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]});
}

/** Nodes whose children are inline: HTML there is a word in angle brackets (`<datadir>`), shown as written. */
const PHRASING_PARENTS = new Set([
  'paragraph',
  'heading',
  'tableCell',
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
]);

/**
 * Raw HTML out of a tree: inline HTML becomes its text; any other HTML node becomes what `onBlock` returns (or
 * `onBlock` throws), since raw HTML would not read the same on a page and in its Markdown copy.
 */
export function replaceHtml(root: Root, onBlock: (html: Html, parent: Parents) => RootContent): void {
  visit(root, 'html', (node, index, parent) => {
    if (!parent || index === undefined) return;
    (parent.children as Nodes[])[index] = PHRASING_PARENTS.has(parent.type)
      ? {type: 'text', value: node.value}
      : onBlock(node, parent);
  });
}

/** A one-line text (a title) as inline Markdown: `code` in it is code. */
export function parseInlineMarkdown(markdown: string): PhrasingContent[] {
  const [first] = parseMarkdown(markdown).children;
  return first?.type === 'paragraph' ? first.children : [{type: 'text', value: markdown}];
}

const COMMON_OPTIONS: ToMarkdownOptions = {
  bullet: '-',
  emphasis: '_',
  fences: true,
  // `<https://…>` autolinks are JSX to MDX: always write [text](url).
  resourceLink: true,
  rule: '-',
};

/** MDX source of a tree that may hold JSX elements (`mdxJsxFlowElement`) and ESM (`mdxjsEsm`). */
export function toMdx(root: Root): string {
  return toMarkdown(root, {...COMMON_OPTIONS, extensions: [gfmToMarkdown(), mdxToMarkdown()]});
}

/** Plain Markdown (with GitHub tables) of a tree. */
export function toPlainMarkdown(root: Root): string {
  return toMarkdown(root, {...COMMON_OPTIONS, extensions: [gfmToMarkdown()]});
}
