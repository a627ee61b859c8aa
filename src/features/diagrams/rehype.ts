// Turns ```mermaid fences into static HTML (src/features/staticHtml): the SVG is in the server's HTML and in a module
// only client-side navigation loads, never in the page's JavaScript. Not rehype-mermaid, which inlines the SVG into
// the page's code and gives no accessible name from the heading, no scrolling box, no error with file and line.
import path from 'node:path';
import type {Element, Parents, Root} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {toHtml} from 'hast-util-to-html';
import {toString} from 'hast-util-to-string';
import type {RenderResult} from 'mermaid-isomorphic';
import {SKIP, visit} from 'unist-util-visit';
import type {VFile} from 'vfile';
import {fenceCode, fenceLanguage} from '../../lib/fences';
import {Code, jsxLeaf, staticHtmlSourceEsm} from '../../lib/mdxNodes';
import {accessibleName} from './naming';
import {DIAGRAMS} from './options';
import {optimizeSvg} from './svg';

/** What the rehype plugin needs from the diagrams plugin, which owns the browser and the drawings' folder. */
export interface DiagramDrawer {
  /** Each diagram's HTML, in order: its drawing, or on a dev server without Chromium, what to install. */
  drawPage(sources: readonly string[]): Promise<Array<PromiseSettledResult<RenderResult | string>>>;
  /** Writes the page's drawings module and returns its path. */
  writeDrawings(page: VFile, drawings: Record<string, string>): string;
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

/** What mermaid puts on its <svg> for screen readers (hast property names): the box carries the name instead. */
const COMPETING_ARIA = ['role', 'ariaRoleDescription', 'ariaLabelledBy', 'ariaDescribedBy'];

function mermaidFenceCode(element: Element): Element | undefined {
  const code = fenceCode(element);
  return code && fenceLanguage(code) === 'mermaid' ? code : undefined;
}

function findDiagrams(tree: Root): FoundDiagram[] {
  const found: FoundDiagram[] = [];
  let heading: string | undefined;
  // Depth-first in document order, so the last heading seen is the one above the diagram.
  visit(tree, 'element', (element, _index, parent) => {
    if (/^h[1-6]$/.test(element.tagName)) {
      heading = toString(element).trim();
      return undefined;
    }
    const code = mermaidFenceCode(element);
    if (!code || !parent) return undefined;
    found.push({pre: element, parent, source: toString(code).trim(), line: element.position?.start.line, heading});
    return SKIP;
  });
  return found;
}

/** The drawing as the page shows it: smaller, sized, and without mermaid's own names for screen readers. */
function finishedSvg({svg: markup, width, height}: RenderResult): string {
  const svg = fromHtml(optimizeSvg(markup), {fragment: true}).children.find(
    (child): child is Element => child.type === 'element' && child.tagName === 'svg',
  );
  if (!svg) throw new Error(`mermaid returned no <svg>: ${markup.slice(0, 120)}`);
  for (const competing of COMPETING_ARIA) delete svg.properties[competing];
  svg.properties = {
    ...svg.properties,
    width: Math.ceil(width),
    height: Math.ceil(height),
    style: `min-width: ${Math.round(width * DIAGRAMS.minScale)}px`,
  };
  return toHtml(svg, {space: 'svg'});
}

function diagramError(file: VFile, diagram: FoundDiagram, reason: unknown): Error {
  const where = `${path.relative(process.cwd(), file.path)}:${diagram.line ?? '?'}`;
  // mermaid counts lines from the diagram's first line, the one after the fence: give the file's line too.
  const cause = (reason instanceof Error ? reason.message : String(reason)).replace(
    /^Parse error on line (\d+):/,
    (_match, line: string) =>
      `Parse error on line ${line} of the diagram${diagram.line ? `, line ${diagram.line + Number(line)} of the file` : ''}:`,
  );
  const message = `${where}: the mermaid diagram that starts on line ${diagram.line ?? '?'} cannot be drawn.\n${cause}`;
  return new Error(message, {cause: reason});
}

export default function rehypeDiagrams(drawer: DiagramDrawer) {
  return async function drawDiagrams(tree: Root, file: VFile): Promise<void> {
    const diagrams = findDiagrams(tree);
    if (diagrams.length === 0) return;
    const outcomes = await drawer.drawPage(diagrams.map((diagram) => diagram.source));
    const drawings: Record<string, string> = {};
    diagrams.forEach((diagram, index) => {
      const outcome = outcomes[index];
      if (outcome?.status !== 'fulfilled') throw diagramError(file, diagram, outcome?.reason);
      const entry = `${DIAGRAMS.idPrefix}-${index}`;
      try {
        drawings[entry] = typeof outcome.value === 'string' ? outcome.value : finishedSvg(outcome.value);
      } catch (error) {
        throw diagramError(file, diagram, error);
      }
      const {children} = diagram.parent;
      // One image with a short name for screen readers, rather than every label read out; focusable, as Docusaurus'
      // code blocks are, so that the keyboard can scroll a drawing wider than the column.
      children[children.indexOf(diagram.pre)] = jsxLeaf('StaticHtml', {
        source: new Code('diagramDrawings'),
        entry,
        className: DIAGRAMS.boxClassName,
        role: 'img',
        'aria-label': accessibleName(diagram.source, diagram.heading),
        tabIndex: 0,
      });
    });
    const drawingsModule = drawer.writeDrawings(file, drawings);
    tree.children.unshift(
      ...staticHtmlSourceEsm('diagramDrawings', path.basename(drawingsModule, '.js'), drawingsModule),
    );
  };
}
