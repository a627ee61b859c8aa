import {readFileSync} from 'node:fs';
import path from 'node:path';
import {evaluate} from '@mdx-js/mdx';
import {wcagContrast} from 'culori';
import type {Element} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {toString} from 'hast-util-to-string';
import {createElement} from 'react';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import {visit} from 'unist-util-visit';
import {describe, expect, it} from 'vitest';
import {DIAGRAMS} from '../../src/constants';
import {accessibleName, diagramKind} from '../../src/plugins/diagrams/naming';
import rehypeDiagrams from '../../src/plugins/diagrams/rehypeDiagrams';
import {
  chooseRenderer,
  chromiumRenderer,
  type DiagramRenderer,
  findChromium,
  nodeRenderer,
} from '../../src/plugins/diagrams/renderers';
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

/**
 * Compiles MDX as Docusaurus does (the same MDX compiler, our plugin), renders it with React as the server does, and
 * returns the diagram boxes of the HTML.
 */
async function drawnDiagrams(source: string, render: DiagramRenderer, file = 'docs/example.mdx'): Promise<Element[]> {
  const {default: Content} = await evaluate(
    {value: source, path: path.join(REPO_ROOT, file)},
    {...runtime, rehypePlugins: [[rehypeDiagrams, {render}]]},
  );
  const boxes: Element[] = [];
  visit(fromHtml(renderToStaticMarkup(createElement(Content))), 'element', (element) => {
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
