/**
 * Draws every ```mermaid fence of an MDX page into inline SVG at build time, so the served HTML holds the diagram:
 * readable without JavaScript, sized before the page paints, and no diagram code in any chunk a reader loads.
 *
 * A rehype plugin for the docs preset (`rehypePlugins`). Ours, not rehype-mermaid, which does the same walk: a
 * diagram here also needs an accessible name taken from its page (the heading above it), a box
 * that scrolls when the diagram is wider than the column, an error that names the MDX file and line, and a renderer
 * that works without a browser in `npm start` (./renderers.ts).
 */
import path from 'node:path';
import {valueToEstree} from 'estree-util-value-to-estree';
import type {Element, Parents, Root} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {toHtml} from 'hast-util-to-html';
import {toString} from 'hast-util-to-string';
import type {MdxJsxAttribute, MdxJsxFlowElementHast} from 'mdast-util-mdx-jsx';
import {SKIP, visit} from 'unist-util-visit';
import type {VFile} from 'vfile';
import {DIAGRAMS} from '../../constants';
import {accessibleName} from './naming';
import {optimizeSvg} from './optimizeSvg';
import type {DiagramRenderer} from './renderers';

export interface RehypeDiagramsOptions {
  render: DiagramRenderer;
}

interface FoundDiagram {
  /** The `<pre>` of the fence, replaced by the drawing. */
  pre: Element;
  parent: Parents;
  source: string;
  /** 1-based line of the opening fence in the MDX file. */
  line: number | undefined;
  /** The text of the nearest heading above the diagram. */
  heading: string | undefined;
}

const HEADING = /^h[1-6]$/;

/** What mermaid puts on its <svg> for screen readers (hast property names). */
const COMPETING_ARIA = ['role', 'ariaRoleDescription', 'ariaLabelledBy', 'ariaDescribedBy'];

/** `<pre><code class="language-mermaid">`, the element a ```mermaid fence becomes. */
function mermaidCode(element: Element): Element | undefined {
  if (element.tagName !== 'pre') return undefined;
  const code = element.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
  const classes = code?.properties.className;
  return Array.isArray(classes) && classes.includes('language-mermaid') ? code : undefined;
}

function findDiagrams(tree: Root): FoundDiagram[] {
  const found: FoundDiagram[] = [];
  let heading: string | undefined;
  // Depth-first in document order, so the last heading seen is the one above the diagram.
  visit(tree, 'element', (element, _index, parent) => {
    if (HEADING.test(element.tagName)) {
      heading = toString(element).trim();
      return undefined;
    }
    const code = mermaidCode(element);
    if (!code || !parent) return undefined;
    found.push({pre: element, parent, source: toString(code), line: element.position?.start.line, heading});
    return SKIP;
  });
  return found;
}

function parseSvg(markup: string): Element {
  const svg = fromHtml(optimizeSvg(markup), {fragment: true}).children.find(
    (child): child is Element => child.type === 'element' && child.tagName === 'svg',
  );
  if (!svg) throw new Error(`the renderer returned no <svg>: ${markup.slice(0, 120)}`);
  return svg;
}

/** The drawing's own size, from its viewBox (`min-x min-y width height`). */
function naturalSize(svg: Element): {width: number; height: number} {
  const [, , width, height] = String(svg.properties.viewBox ?? '')
    .split(/[\s,]+/)
    .map(Number);
  if (!width || !height) throw new Error('the renderer returned an <svg> without a viewBox');
  return {width, height};
}

/** A JSX attribute whose value is a JavaScript value, as MDX writes `name={value}`. */
function expressionAttribute(name: string, value: unknown): MdxJsxAttribute {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: JSON.stringify(value),
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [{type: 'ExpressionStatement', expression: valueToEstree(value)}],
        },
      },
    },
  };
}

/**
 * The diagram's box: the element screen readers announce as one image with a short name, rather than reading every
 * label, and that scrolls, focusable from the keyboard, when the drawing is wider than the column.
 *
 * The drawing goes in as markup (`dangerouslySetInnerHTML`), not as React elements: it is static, so React has no
 * reason to build and hydrate a node for each of its hundreds of shapes, and it leaves alone the markup the server
 * sent (whose CSS the production build minifies).
 */
function diagramBox(svg: Element, name: string): MdxJsxFlowElementHast {
  const {width, height} = naturalSize(svg);
  // The box carries the name; mermaid's own roles and references would only compete with it.
  for (const competing of COMPETING_ARIA) delete svg.properties[competing];
  svg.properties = {
    ...svg.properties,
    width: Math.ceil(width),
    height: Math.ceil(height),
    // Added to the renderer's own inline style (beautiful-mermaid sets its colours there).
    style: [svg.properties.style, `min-width: ${Math.round(width * DIAGRAMS.minScale)}px`].filter(Boolean).join('; '),
  };
  return {
    type: 'mdxJsxFlowElement',
    name: 'div',
    attributes: [
      {type: 'mdxJsxAttribute', name: 'className', value: DIAGRAMS.boxClassName},
      {type: 'mdxJsxAttribute', name: 'role', value: 'img'},
      {type: 'mdxJsxAttribute', name: 'aria-label', value: name},
      expressionAttribute('tabIndex', 0),
      expressionAttribute('dangerouslySetInnerHTML', {__html: toHtml(svg, {space: 'svg'})}),
    ],
    children: [],
  };
}

function diagramError(file: VFile, diagram: FoundDiagram, reason: unknown): Error {
  const where = `${path.relative(process.cwd(), file.path)}:${diagram.line ?? '?'}`;
  // mermaid counts lines from the diagram's first line, the one after the fence: give the file's line too.
  const cause = (reason instanceof Error ? reason.message : String(reason)).replace(
    /^Parse error on line (\d+):/,
    (_match, line: string) =>
      `Parse error on line ${line} of the diagram${diagram.line ? `, line ${diagram.line + Number(line)} of the file` : ''}:`,
  );
  return new Error(
    `${where}: the mermaid diagram that starts on line ${diagram.line ?? '?'} cannot be drawn.\n${cause}`,
    {
      cause: reason,
    },
  );
}

export default function rehypeDiagrams({render}: RehypeDiagramsOptions) {
  return async function drawDiagrams(tree: Root, file: VFile): Promise<void> {
    const diagrams = findDiagrams(tree);
    if (diagrams.length === 0) return;
    const results = await render(diagrams.map((diagram) => diagram.source));
    diagrams.forEach((diagram, index) => {
      const result = results[index];
      if (result?.status !== 'fulfilled') throw diagramError(file, diagram, result?.reason);
      let box: MdxJsxFlowElementHast;
      try {
        box = diagramBox(parseSvg(result.value), accessibleName(diagram.source, diagram.heading));
      } catch (error) {
        throw diagramError(file, diagram, error);
      }
      const {children} = diagram.parent;
      children[children.indexOf(diagram.pre)] = box;
    });
  };
}
