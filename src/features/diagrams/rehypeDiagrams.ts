/**
 * Draws every ```mermaid fence of an MDX page into inline SVG at build time, so the served HTML holds the diagram:
 * readable without JavaScript, sized before the page paints, and no diagram code in any chunk a reader loads.
 *
 * A rehype plugin for the docs preset (`rehypePlugins`). Ours, not rehype-mermaid, which does the same walk: a
 * diagram here also needs an accessible name taken from its page (the heading above it), a box
 * that scrolls when the diagram is wider than the column, an error that names the MDX file and line, and a renderer
 * that works without a browser in `npm start` (./renderers.ts).
 *
 * The drawings are not in the page's JavaScript either: each fence becomes a `<Diagram>` (src/features/diagrams/Diagram)
 * whose markup the server renders into the HTML, while the page's drawings go into a module of their own under
 * DIAGRAMS.drawingsDir, which only a client-side navigation to the page loads (it has no server HTML to show).
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {valueToEstree} from 'estree-util-value-to-estree';
import type {Element, Parents, Root, RootContent} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {toHtml} from 'hast-util-to-html';
import {toString} from 'hast-util-to-string';
// Also declares MDX's nodes (`mdxjsEsm`) in hast's trees.
import type {} from 'mdast-util-mdx';
import type {MdxJsxAttribute, MdxJsxFlowElementHast} from 'mdast-util-mdx-jsx';
import {SKIP, visit} from 'unist-util-visit';
import type {VFile} from 'vfile';
import {DIAGRAMS} from '../../constants';
import {accessibleName} from './naming';
import {optimizeSvg} from './optimizeSvg';
import type {DiagramRenderer} from './renderers';

const REPO_ROOT = path.resolve(__dirname, '../../..');

/** An ESM block of the page (`import …`, `export …`), and the program MDX compiles it from. */
type EsmBlock = Extract<RootContent, {type: 'mdxjsEsm'}>;
type Program = NonNullable<NonNullable<EsmBlock['data']>['estree']>;

/** The component each diagram becomes, as the page imports it (Docusaurus resolves `@site`). */
const COMPONENT = {name: 'Diagram', module: '@site/src/features/diagrams/Diagram'};
/** The page's export that loads its drawings: one function, the same object on every render. */
const DRAWINGS_EXPORT = 'diagramDrawings';

export interface RehypeDiagramsOptions {
  render: DiagramRenderer;
  /** Where to write each page's drawings; DIAGRAMS.drawingsDir of the repository unless a test says otherwise. */
  drawingsDir?: string;
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

/** A JSX attribute whose value is a JavaScript expression, as MDX writes `name={…}`. */
function expressionAttribute(name: string, source: string, program: Program): MdxJsxAttribute {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {type: 'mdxJsxAttributeValueExpression', value: source, data: {estree: program}},
  };
}

/** `name={value}` for a JavaScript value. */
function valueAttribute(name: string, value: unknown): MdxJsxAttribute {
  return expressionAttribute(name, JSON.stringify(value), {
    type: 'Program',
    sourceType: 'module',
    body: [{type: 'ExpressionStatement', expression: valueToEstree(value)}],
  });
}

/** The drawing as it goes into the page: sized, and without the names its renderer gave it for screen readers. */
function finishedSvg(svg: Element): Element {
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
  return svg;
}

/**
 * An empty <svg> that takes the drawing's place, and its size, while a client-side navigation loads the drawing: its
 * attributes are the ones that size the drawing (src/css/custom.css sets the rest).
 */
function placeholderOf(svg: Element): string {
  const {width, height, viewBox, style} = svg.properties;
  return toHtml(
    {type: 'element', tagName: 'svg', properties: {width, height, viewBox, style, ariaHidden: 'true'}, children: []},
    {space: 'svg'},
  );
}

/**
 * `<Diagram drawings={diagramDrawings} index={…} className="diagram" label="…" placeholder="…" />`: the box screen readers announce as one
 * image with a short name, rather than reading every label, and that scrolls, focusable from the keyboard, when the
 * drawing is wider than the column. The drawing itself goes in as markup, not as React elements: it is static, so
 * React has no reason to build and hydrate a node for each of its hundreds of shapes.
 */
function diagramElement(index: number, label: string, placeholder: string): MdxJsxFlowElementHast {
  return {
    type: 'mdxJsxFlowElement',
    name: COMPONENT.name,
    attributes: [
      expressionAttribute('drawings', DRAWINGS_EXPORT, {
        type: 'Program',
        sourceType: 'module',
        body: [{type: 'ExpressionStatement', expression: {type: 'Identifier', name: DRAWINGS_EXPORT}}],
      }),
      valueAttribute('index', index),
      {type: 'mdxJsxAttribute', name: 'className', value: DIAGRAMS.boxClassName},
      {type: 'mdxJsxAttribute', name: 'label', value: label},
      {type: 'mdxJsxAttribute', name: 'placeholder', value: placeholder},
    ],
    children: [],
  };
}

/** `import Diagram from '…'` and `export const diagramDrawings = () => import('…')`, with the trees MDX compiles. */
function pageModuleCode(drawingsModule: string): EsmBlock[] {
  const esm = (value: string, body: Program['body']): EsmBlock => ({
    type: 'mdxjsEsm',
    value,
    data: {estree: {type: 'Program', sourceType: 'module', body}},
  });
  const literal = (value: string) => ({type: 'Literal', value, raw: JSON.stringify(value)}) as const;
  return [
    esm(`import ${COMPONENT.name} from '${COMPONENT.module}';`, [
      {
        type: 'ImportDeclaration',
        specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: COMPONENT.name}}],
        source: literal(COMPONENT.module),
        attributes: [],
      },
    ]),
    esm(`export const ${DRAWINGS_EXPORT} = () => import(${JSON.stringify(drawingsModule)});`, [
      {
        type: 'ExportNamedDeclaration',
        specifiers: [],
        source: null,
        attributes: [],
        declaration: {
          type: 'VariableDeclaration',
          kind: 'const',
          declarations: [
            {
              type: 'VariableDeclarator',
              id: {type: 'Identifier', name: DRAWINGS_EXPORT},
              init: {
                type: 'ArrowFunctionExpression',
                params: [],
                expression: true,
                async: false,
                generator: false,
                body: {type: 'ImportExpression', source: literal(drawingsModule), options: null},
              },
            },
          ],
        },
      },
    ]),
  ];
}

/** The module of a page's drawings, for its MDX file: the file's path below the repository, under `drawingsDir`. */
function drawingsModuleOf(file: VFile, drawingsDir: string): string {
  const page = path.relative(REPO_ROOT, file.path).replace(/\.mdx?$/, '');
  if (page.startsWith('..')) throw new Error(`${file.path}: a page with diagrams outside the repository`);
  return path.join(drawingsDir, `${page}.js`);
}

/** Writes the module unless it already holds exactly that (a rewrite would wake the dev server's watcher). */
function writeDrawings(file: string, drawings: readonly string[]): void {
  const content = `// Written by src/features/diagrams at build time: the drawings of one page, in page order.\nexport default ${JSON.stringify(drawings)};\n`;
  if (existsSync(file) && readFileSync(file, 'utf8') === content) return;
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, content);
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

export default function rehypeDiagrams({
  render,
  drawingsDir = path.join(REPO_ROOT, DIAGRAMS.drawingsDir),
}: RehypeDiagramsOptions) {
  return async function drawDiagrams(tree: Root, file: VFile): Promise<void> {
    const diagrams = findDiagrams(tree);
    if (diagrams.length === 0) return;
    const results = await render(diagrams.map((diagram) => diagram.source));
    const drawings = diagrams.map((diagram, index) => {
      const result = results[index];
      if (result?.status !== 'fulfilled') throw diagramError(file, diagram, result?.reason);
      try {
        const svg = finishedSvg(parseSvg(result.value));
        const {children} = diagram.parent;
        children[children.indexOf(diagram.pre)] = diagramElement(
          index,
          accessibleName(diagram.source, diagram.heading),
          placeholderOf(svg),
        );
        return toHtml(svg, {space: 'svg'});
      } catch (error) {
        throw diagramError(file, diagram, error);
      }
    });
    const drawingsModule = drawingsModuleOf(file, drawingsDir);
    writeDrawings(drawingsModule, drawings);
    tree.children.unshift(...pageModuleCode(drawingsModule));
  };
}
