import {mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {text} from 'node:stream/consumers';
import {pathToFileURL} from 'node:url';
import {compile} from '@mdx-js/mdx';
import {wcagContrast} from 'culori';
import type {Element, Root} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {toString} from 'hast-util-to-string';
import {createElement, Fragment} from 'react';
import {prerenderToNodeStream} from 'react-dom/static';
import {visit} from 'unist-util-visit';
import {describe, expect, it} from 'vitest';
import Diagram, {type DiagramProps, type DrawingsLoader} from '../../src/features/diagrams/Diagram';
import {DIAGRAMS} from '../../src/constants';
import {accessibleName, diagramKind} from '../../src/features/diagrams/naming';
import rehypeDiagrams from '../../src/features/diagrams/rehypeDiagrams';
import {
  chooseRenderer,
  chromiumRenderer,
  type DiagramRenderer,
  findChromium,
  nodeRenderer,
} from '../../src/features/diagrams/renderers';
import {expectedLabels, withoutWhitespace} from '../support/diagrams';

const REPO_ROOT = path.resolve(__dirname, '../..');
/** Drawing takes seconds on a busy two-core machine: starting a browser, or loading beautiful-mermaid's layout engine. */
const RENDER_TIMEOUT_MS = 120_000;

const FLOWCHART = `flowchart TD
  RT["Round tx"] -->|"output 0"| BO["Batch output"]
  RT --> CO[Connector output]`;
const SEQUENCE = `sequenceDiagram
  participant U as User wallet
  participant S as Server (arkd)
  U->>S: GET /v1/info
  Note over S: stage registration`;
const STATE = `stateDiagram-v2
  accTitle: The life of a VTXO
  [*] --> Pending: output of a redeem tx
  Pending --> Settled: swapped into a round`;

const PAGE = [
  '# Rounds',
  '',
  '## What a round produces',
  '',
  '```mermaid',
  FLOWCHART,
  '```',
  '',
  '## The lifecycle at a glance',
  '',
  '```mermaid',
  SEQUENCE,
  '```',
  '',
  '```mermaid',
  STATE,
  '```',
].join('\n');

/** What the plugin turned one fence into: the props of its `<Diagram>`, but the page's loader. */
type EmittedDiagram = Omit<DiagramProps, 'drawings'>;

/**
 * Compiles MDX as Docusaurus does (the same MDX compiler, our plugin), the page's drawings written into a folder of the
 * test's own; returns the props of each `<Diagram>` the plugin emitted, and the page's loader of its drawings.
 */
async function compileDiagrams(
  source: string,
  render: DiagramRenderer,
  file = 'docs/example.mdx',
): Promise<{emitted: EmittedDiagram[]; drawings: DrawingsLoader}> {
  const drawingsDir = mkdtempSync(path.join(tmpdir(), 'ark-docs-drawings-'));
  const emitted: EmittedDiagram[] = [];
  // Runs after ours: reads the props of each <Diagram> it wrote.
  const readDiagrams = () => (tree: Root) => {
    visit(tree, 'mdxJsxFlowElement', (element) => {
      if (element.name !== 'Diagram') return;
      const value = (name: string) =>
        element.attributes.find((attribute) => 'name' in attribute && attribute.name === name)?.value;
      const literal = (name: string): string => {
        const found = value(name);
        if (typeof found !== 'string') throw new Error(`a <Diagram> without a literal ${name}`);
        return found;
      };
      const index = value('index');
      if (typeof index !== 'object' || !index) throw new Error('a <Diagram> without an index={…}');
      emitted.push({
        index: Number(index.value),
        className: literal('className'),
        label: literal('label'),
        placeholder: literal('placeholder'),
      });
    });
  };
  await compile(
    {value: source, path: path.join(REPO_ROOT, file)},
    {rehypePlugins: [[rehypeDiagrams, {render, drawingsDir}], readDiagrams]},
  );
  const module = path.join(drawingsDir, file.replace(/\.mdx$/, '.js'));
  return {emitted, drawings: () => import(pathToFileURL(module).href) as ReturnType<DrawingsLoader>};
}

/** Compiles the page, then renders each `<Diagram>` with React as the server does; returns the HTML's diagram boxes. */
async function drawnDiagrams(source: string, render: DiagramRenderer, file?: string): Promise<Element[]> {
  const {emitted, drawings} = await compileDiagrams(source, render, file);
  const {prelude} = await prerenderToNodeStream(
    createElement(
      Fragment,
      null,
      emitted.map((props) => createElement(Diagram, {key: props.index, drawings, ...props})),
    ),
  );
  const boxes: Element[] = [];
  visit(fromHtml(await text(prelude)), 'element', (element) => {
    const classes = element.properties.className;
    if (Array.isArray(classes) && classes.includes(DIAGRAMS.boxClassName)) boxes.push(element);
  });
  return boxes;
}

function svgOf(box: Element): Element {
  const svg = box.children.find((child): child is Element => child.type === 'element' && child.tagName === 'svg');
  expect(svg, 'the diagram box holds an <svg>').toBeDefined();
  return svg!;
}

/** The text a reader sees in the drawing: its <text> elements, not the CSS of its <style>. */
function drawnText(svg: Element): string {
  const texts: string[] = [];
  visit(svg, 'element', (element) => {
    if (element.tagName === 'text') texts.push(toString(element));
  });
  return texts.join(' ');
}

function expectDrawn(boxes: Element[]): void {
  expect(boxes).toHaveLength(3);
  [FLOWCHART, SEQUENCE, STATE].forEach((source, index) => {
    const labels = expectedLabels(source);
    expect(labels.length, `labels found in diagram ${index + 1}`).toBeGreaterThan(1);
    const text = withoutWhitespace(drawnText(svgOf(boxes[index]!)));
    for (const label of labels)
      expect(text, `diagram ${index + 1} shows "${label}"`).toContain(withoutWhitespace(label));
  });
  expect(boxes.map((box) => box.properties.ariaLabel)).toEqual([
    'Flowchart: What a round produces',
    'Sequence diagram: The lifecycle at a glance',
    'The life of a VTXO',
  ]);
  for (const box of boxes) {
    expect(box.properties).toMatchObject({role: 'img', tabIndex: 0});
    const svg = svgOf(box);
    expect(Number(svg.properties.width)).toBeGreaterThan(100);
    expect(String(svg.properties.style)).toMatch(/(^|; )min-width: \d+px$/);
  }
}

describe('diagrams drawn by mermaid in Chromium', () => {
  const executablePath = findChromium();
  const render = () => {
    if (!executablePath) throw new Error('No Chromium: run `npm run test:setup` or set CHROMIUM_PATH');
    return chromiumRenderer(executablePath);
  };

  it(
    'turn a flowchart, a sequence and a state diagram into inline SVG that shows their labels',
    {timeout: RENDER_TIMEOUT_MS},
    async () => {
      expectDrawn(await drawnDiagrams(PAGE, render()));
    },
  );

  it(
    'give each of several pages asking at once its own diagrams, an invalid one failing alone',
    {timeout: RENDER_TIMEOUT_MS},
    async () => {
      const draw = render();
      // Asked together, as a build asks while the browser starts: they are drawn in one call into it.
      const [first, second, third] = await Promise.all([
        draw([FLOWCHART, STATE]),
        draw(['flowchart TD\n  A --> ']),
        draw([SEQUENCE]),
      ]);
      const drawnLabels = (results: PromiseSettledResult<string>[] | undefined) =>
        (results ?? []).map((result) =>
          result.status === 'fulfilled'
            ? withoutWhitespace(toString(fromHtml(result.value, {fragment: true})))
            : 'failed',
        );
      const [flowchart, state] = drawnLabels(first);
      expect(flowchart).toContain(withoutWhitespace('Batch output'));
      expect(state).toContain(withoutWhitespace('Settled'));
      expect(second?.map((result) => result.status)).toEqual(['rejected']);
      expect(drawnLabels(third)[0]).toContain(withoutWhitespace('User wallet'));
    },
  );

  it('fail the build with the MDX file and the line of an invalid diagram', {timeout: RENDER_TIMEOUT_MS}, async () => {
    const broken = [
      '# Broken',
      '',
      'Some text.',
      '',
      '```mermaid',
      'flowchart TD',
      '  A --> ',
      '  B -->> C',
      '```',
    ].join('\n');
    await expect(drawnDiagrams(broken, render(), 'docs/ark/broken.mdx')).rejects.toThrow(
      /^docs\/ark\/broken\.mdx:5: the mermaid diagram that starts on line 5 cannot be drawn\.\nParse error on line 3 of the diagram, line 8 of the file:/,
    );
  });
});

describe('the preview drawn without a browser (npm start on a machine without Chromium)', () => {
  it(
    'turns the same three diagrams into inline SVG that shows their labels',
    {timeout: RENDER_TIMEOUT_MS},
    async () => {
      expectDrawn(await drawnDiagrams(PAGE, nodeRenderer()));
    },
  );

  it(
    'gives each diagram a placeholder of its size, for a client-side navigation to show',
    {timeout: RENDER_TIMEOUT_MS},
    async () => {
      const {emitted, drawings} = await compileDiagrams(PAGE, nodeRenderer());
      const {default: markup} = await drawings();
      expect(emitted.map(({index}) => index)).toEqual([0, 1, 2]);
      for (const {index, placeholder} of emitted) {
        const empty = svgOf(fromHtml(placeholder, {fragment: true}) as unknown as Element);
        const drawing = svgOf(fromHtml(markup[index]!, {fragment: true}) as unknown as Element);
        expect(empty.children).toEqual([]);
        for (const sizing of ['width', 'height', 'viewBox', 'style'])
          expect(empty.properties[sizing], `${sizing} of placeholder ${index}`).toEqual(drawing.properties[sizing]);
      }
    },
  );

  it('keeps the colours it sets on the <svg> itself', {timeout: RENDER_TIMEOUT_MS}, async () => {
    const [box] = await drawnDiagrams(PAGE, nodeRenderer());
    expect(String(svgOf(box!).properties.style)).toMatch(
      new RegExp(`--fg: ?${DIAGRAMS.colors.text}.*; min-width: \\d+px$`, 'i'),
    );
  });

  it('loads no web font and gives every id a per-diagram prefix', {timeout: RENDER_TIMEOUT_MS}, async () => {
    const results = await nodeRenderer()([FLOWCHART, STATE]);
    const svgs = results.map((result) => (result.status === 'fulfilled' ? result.value : ''));
    for (const svg of svgs) expect(svg).not.toMatch(/@import|https?:\/\/(?!www\.w3\.org)/);
    const ids = svgs.flatMap((svg) => [...svg.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('without a Chromium', () => {
  it('the production build fails and says how to install one', async () => {
    await expect(chooseRenderer(undefined, 'production')([FLOWCHART])).rejects.toThrow(
      /Diagrams are drawn by mermaid in Chromium at build time, and .*(apt-get install -y chromium|CHROMIUM_PATH)/,
    );
  });

  it('the dev server still draws the diagrams, with the preview renderer', {timeout: RENDER_TIMEOUT_MS}, async () => {
    const [result] = await chooseRenderer(undefined, 'development')([FLOWCHART]);
    expect(result?.status).toBe('fulfilled');
    expect(result?.status === 'fulfilled' && result.value).toContain('Batch output');
  });
});

describe('diagram names', () => {
  it.each([
    ['flowchart LR\n  A --> B', 'Flowchart'],
    ['%% a comment\ngraph TD\n  A --> B', 'Flowchart'],
    ['sequenceDiagram\n  A->>B: hi', 'Sequence diagram'],
    ['stateDiagram-v2\n  [*] --> A', 'State diagram'],
    ['pie title Pets\n  "Dogs" : 3', 'Diagram'],
  ])('know the kind of %j', (source, kind) => {
    expect(diagramKind(source)).toBe(kind);
  });

  it('prefer accTitle, then accDescr, then the kind and the heading above', () => {
    expect(accessibleName('flowchart LR\n  accTitle: Money flow\n  A --> B', 'Heading')).toBe('Money flow');
    expect(accessibleName('flowchart LR\n  accDescr: How money flows\n  A --> B', 'Heading')).toBe('How money flows');
    expect(accessibleName('flowchart LR\n  A --> B', 'Heading')).toBe('Flowchart: Heading');
    expect(accessibleName('flowchart LR\n  A --> B', undefined)).toBe('Flowchart');
  });
});

describe('diagram colours and font', () => {
  const {colors} = DIAGRAMS;
  it.each([
    ['text on the page', colors.text, colors.page],
    ['text in a box', colors.text, colors.box],
    ['text on a label or note', colors.text, colors.label],
    ['text in a group', colors.text, colors.group],
    ['a message number on its circle', colors.sequenceNumber, colors.line],
  ])('%s passes WCAG AA (4.5:1)', (_what, foreground, background) => {
    expect(wcagContrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it("use the site's font stack, Infima's --ifm-font-family-base", () => {
    const infima = readFileSync(require.resolve('infima/dist/css/default/default.css'), 'utf8');
    const declared = /--ifm-font-family-base:([^;]+);/.exec(infima)?.[1];
    expect(declared, 'Infima declares --ifm-font-family-base').toBeDefined();
    expect(DIAGRAMS.fontFamily).toBe(declared!.replace(/\s+/g, ' ').trim());
  });
});
