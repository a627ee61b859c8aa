import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {text} from 'node:stream/consumers';
import {pathToFileURL} from 'node:url';
import {compile} from '@mdx-js/mdx';
import type {LoadContext} from '@docusaurus/types';
import {wcagContrast} from 'culori';
import type {Element, Root} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {toString} from 'hast-util-to-string';
import {createElement, Fragment} from 'react';
import {prerenderToNodeStream} from 'react-dom/static';
import {visit} from 'unist-util-visit';
import {afterAll, describe, expect, it} from 'vitest';
import {missingChromium} from '../../src/chromium';
import {DIAGRAMS} from '../../src/features/diagrams/options';
import {accessibleName, diagramKind} from '../../src/features/diagrams/naming';
import {createDiagrams} from '../../src/features/diagrams/plugin';
import {missingChromiumNotice} from '../../src/features/diagrams/render';
import StaticHtml, {staticHtmlSource} from '../../src/features/staticHtml/StaticHtml';
import {expectedLabels, withoutWhitespace} from '../support/diagrams';

/** Drawing takes seconds on a busy two-core machine: starting a browser and loading mermaid into it. */
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

/** A site of the test's own: its docs folder and Docusaurus' generated files, removed after the file's tests. */
const siteDir = mkdtempSync(path.join(tmpdir(), 'ark-docs-diagrams-'));
afterAll(() => rmSync(siteDir, {recursive: true, force: true}));

/** The diagrams feature as a site loads it, with the page's file in the site's docs folder. */
async function loadDiagrams(pages: Record<string, string>) {
  mkdirSync(path.join(siteDir, 'docs'), {recursive: true});
  for (const [file, source] of Object.entries(pages)) writeFileSync(path.join(siteDir, file), source);
  const diagrams = createDiagrams({docsDirs: ['docs']});
  const context = {siteDir, generatedFilesDir: path.join(siteDir, '.docusaurus')} as LoadContext;
  await diagrams.plugin(context).loadContent?.();
  return diagrams;
}

/** What the rehype plugin turned one fence into: the attributes of its `<StaticHtml>`. */
type Emitted = Record<string, string | number>;

/** Compiles a page as Docusaurus does (the same MDX compiler, the feature's rehype plugin): its `<StaticHtml>`s. */
async function compileDiagrams(
  source: string,
  file = 'docs/example.mdx',
): Promise<{emitted: Emitted[]; module: string}> {
  const diagrams = await loadDiagrams({[file]: source});
  const emitted: Emitted[] = [];
  let module = '';
  // Runs after the feature's plugin: reads what it wrote.
  const readDiagrams = () => (tree: Root) => {
    visit(tree, 'mdxjsEsm', (node) => {
      module = /import\("([^"]+)"\)/.exec(node.value)?.[1] ?? module;
    });
    visit(tree, 'mdxJsxFlowElement', (element) => {
      if (element.name !== 'StaticHtml') return;
      const attributes: Emitted = {};
      for (const attribute of element.attributes) {
        if (!('name' in attribute) || attribute.name === 'source') continue;
        const {value} = attribute;
        attributes[attribute.name] = typeof value === 'string' ? value : (JSON.parse(String(value?.value)) as number);
      }
      emitted.push(attributes);
    });
  };
  await compile(
    {value: source, path: path.join(siteDir, file)},
    {rehypePlugins: [diagrams.rehypePlugin, readDiagrams]},
  );
  return {emitted, module};
}

/** Compiles the page, then renders each diagram as the server does; returns the HTML's diagram boxes. */
async function drawnDiagrams(source: string, file?: string): Promise<Element[]> {
  const {emitted, module} = await compileDiagrams(source, file);
  const drawings = await staticHtmlSource('drawings', () => import(pathToFileURL(module).href));
  const {prelude} = await prerenderToNodeStream(
    createElement(
      Fragment,
      null,
      emitted.map(({entry, ...attributes}) =>
        createElement(StaticHtml, {key: entry, source: drawings, entry: String(entry), ...attributes}),
      ),
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

describe('diagrams drawn by mermaid in Chromium', () => {
  it(
    'turn a flowchart, a sequence and a state diagram into inline SVG that shows their labels, each named',
    {timeout: RENDER_TIMEOUT_MS},
    async () => {
      const boxes = await drawnDiagrams(PAGE);
      expect(boxes).toHaveLength(3);
      [FLOWCHART, SEQUENCE, STATE].forEach((source, index) => {
        const labels = expectedLabels(source);
        expect(labels.length, `labels found in diagram ${index + 1}`).toBeGreaterThan(1);
        const shown = withoutWhitespace(drawnText(svgOf(boxes[index]!)));
        for (const label of labels)
          expect(shown, `diagram ${index + 1} shows "${label}"`).toContain(withoutWhitespace(label));
      });
      expect(boxes.map((box) => box.properties.ariaLabel)).toEqual([
        'Flowchart: What a round produces',
        'Sequence diagram: The lifecycle at a glance',
        'The life of a VTXO',
      ]);
      const ids = boxes.flatMap((box) => [...JSON.stringify(box).matchAll(/"id":"([^"]+)"/g)].map((match) => match[1]));
      expect(new Set(ids).size, 'ids are unique on the page').toBe(ids.length);
      for (const box of boxes) {
        expect(box.properties).toMatchObject({role: 'img', tabIndex: 0});
        const svg = svgOf(box);
        expect(Number(svg.properties.width)).toBeGreaterThan(100);
        expect(String(svg.properties.style)).toMatch(/^min-width: \d+px$/);
      }
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
    await expect(drawnDiagrams(broken, 'docs/broken.mdx')).rejects.toThrow(
      /docs\/broken\.mdx:5: the mermaid diagram that starts on line 5 cannot be drawn\.\nParse error on line 3 of the diagram, line 8 of the file:/,
    );
  });
});

describe('without a Chromium', () => {
  it('says what to install', () => {
    expect(missingChromium('/no/such/chromium')).toMatch(/apt-get install -y chromium|CHROMIUM_PATH/);
  });

  it('the dev server shows, in place of a diagram, its source and what to install', () => {
    const notice = missingChromiumNotice('flowchart TD\n  A --> B', 'there is no Chromium');
    expect(notice).toContain('<pre>flowchart TD\n  A --&gt; B</pre>');
    expect(notice).toMatch(/drawn by mermaid in Chromium, and there is no Chromium/);
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
