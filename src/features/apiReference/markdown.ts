/**
 * Spec descriptions are CommonMark with GitHub tables, not MDX (`{` and `<` are text): parsed here so the page prints
 * them as MDX that means the same and the twin as plain Markdown. Block HTML is refused: it would not read the same.
 */
import type {Heading, Root, RootContent} from 'mdast';
import {visit} from 'unist-util-visit';
import {parseMarkdown, replaceHtml} from '../../lib/markdown';

export interface DescriptionOptions {
  /** The shallowest heading level the description may use here; deeper sections shift theirs down. */
  minHeadingDepth: 1 | 2 | 3 | 4 | 5 | 6;
  /** Shows the named schema (`#/components/schemas/X`) of Redoc's `<SchemaDefinition schemaRef=…/>`. */
  showSchema: (ref: string) => RootContent;
}

const SCHEMA_DEFINITION = /^<SchemaDefinition\s+schemaRef="(#\/components\/schemas\/[^"]+)"\s*\/>$/;

function shiftHeadings(root: Root, minDepth: number): void {
  const headings: Heading[] = [];
  visit(root, 'heading', (heading) => {
    headings.push(heading);
  });
  // None when there are no headings: Math.min() is Infinity.
  const shift = Math.max(0, minDepth - Math.min(...headings.map((heading) => heading.depth)));
  for (const heading of headings) heading.depth = Math.min(6, heading.depth + shift) as Heading['depth'];
}

function replaceHtmlNodes(root: Root, options: DescriptionOptions): void {
  replaceHtml(root, (node) => {
    const ref = SCHEMA_DEFINITION.exec(node.value.trim())?.[1];
    if (!ref)
      throw new Error(
        `raw HTML is not supported in descriptions (it would not read the same on the page and in its Markdown twin): ${node.value.trim()}`,
      );
    return options.showSchema(ref);
  });
}

/** Parsed descriptions by text (a shared schema's recur); each caller gets a copy, since the steps below change it. */
const parsedDescriptions = new Map<string, Root>();

function parseCached(markdown: string): Root {
  let parsed = parsedDescriptions.get(markdown);
  if (!parsed) {
    parsed = parseMarkdown(markdown);
    parsedDescriptions.set(markdown, parsed);
  }
  return structuredClone(parsed);
}

/** The block nodes of a description, ready to splice into a page's tree. */
export function parseDescription(markdown: string, options: DescriptionOptions): RootContent[] {
  const root = parseCached(markdown);
  replaceHtmlNodes(root, options);
  shiftHeadings(root, options.minHeadingDepth);
  return root.children;
}
