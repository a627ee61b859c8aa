/**
 * Spec descriptions are CommonMark with GitHub tables, not MDX (`{` and `<` are text): parsed here so the page prints
 * them as MDX that means the same and the twin as plain Markdown. Block HTML is refused: it would not read the same.
 */
import type {Heading, Nodes, Root, RootContent} from 'mdast';
import {parseMarkdown} from '../../lib/markdown';

export interface DescriptionOptions {
  /** The shallowest heading level the description may use here; deeper sections shift theirs down. */
  minHeadingDepth: 1 | 2 | 3 | 4 | 5 | 6;
  /** Shows the named schema (`#/components/schemas/X`) of Redoc's `<SchemaDefinition schemaRef=…/>`. */
  showSchema: (ref: string) => RootContent;
}

const SCHEMA_DEFINITION = /^<SchemaDefinition\s+schemaRef="(#\/components\/schemas\/[^"]+)"\s*\/>$/;

function headingsOf(nodes: Nodes[]): Heading[] {
  return nodes.flatMap((node) => [
    ...(node.type === 'heading' ? [node] : []),
    ...('children' in node ? headingsOf(node.children) : []),
  ]);
}

function shiftHeadings(nodes: Nodes[], minDepth: number): void {
  const headings = headingsOf(nodes);
  // None when there are no headings: Math.min() is Infinity.
  const shift = Math.max(0, minDepth - Math.min(...headings.map((heading) => heading.depth)));
  for (const heading of headings) heading.depth = Math.min(6, heading.depth + shift) as Heading['depth'];
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

function replaceHtmlNodes(parent: Root | Extract<Nodes, {children: unknown}>, options: DescriptionOptions): void {
  const children = parent.children as Nodes[];
  for (let index = 0; index < children.length; index += 1) {
    const child = children[index]!;
    if (child.type === 'html' && PHRASING_PARENTS.has(parent.type)) {
      children[index] = {type: 'text', value: child.value};
    } else if (child.type === 'html') {
      const ref = SCHEMA_DEFINITION.exec(child.value.trim())?.[1];
      if (!ref) {
        throw new Error(
          `raw HTML is not supported in descriptions (it would not read the same on the page and in its Markdown twin): ${child.value.trim()}`,
        );
      }
      children[index] = options.showSchema(ref);
    } else if ('children' in child) {
      replaceHtmlNodes(child, options);
    }
  }
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
  shiftHeadings(root.children, options.minHeadingDepth);
  return root.children;
}
