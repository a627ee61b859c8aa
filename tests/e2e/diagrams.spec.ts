/**
 * Diagrams are drawn at build time (src/features/diagrams): the served HTML holds each one as inline SVG, readable
 * without JavaScript, no chunk the reader loads holds mermaid, and a client-side navigation loads the drawings
 * (src/features/diagrams/Diagram) into boxes already at their size. That the scripts a page loads do not hold its drawings
 * is checked where every page is loaded once, in pages.spec.ts.
 */
import {blend, parse, wcagContrast} from 'culori';
import type {Element} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {toString} from 'hast-util-to-string';
import {SKIP, visit} from 'unist-util-visit';
import {DIAGRAMS} from '../../src/constants';
import {expectedLabels, FIRST_DRAWING_ID, pagesWithDiagrams, withoutWhitespace} from '../support/diagrams';
import {builtChunksHolding} from './support/chunks';
import type {Page} from '@playwright/test';
import {expect, openPage, test} from './support/fixtures';

const PAGES_WITH_DIAGRAMS = pagesWithDiagrams();

/** Strings found only in mermaid's own code, never in the SVG it draws. */
const MERMAID_CODE_SIGNATURES = ['mermaidAPI', 'startOnLoad', 'registerDiagram', 'securityLevel'];

const VIEWPORTS = [
  {name: 'desktop', width: 1280, height: 800},
  {name: 'phone', width: 390, height: 844},
] as const;

function isElement(node: unknown, tagName: string): node is Element {
  return (node as Element | undefined)?.type === 'element' && (node as Element).tagName === tagName;
}

function diagramBoxes(html: string): Element[] {
  const boxes: Element[] = [];
  visit(fromHtml(html), 'element', (element) => {
    const classes = element.properties.className;
    if (!Array.isArray(classes) || !classes.includes(DIAGRAMS.boxClassName)) return undefined;
    boxes.push(element);
    return SKIP;
  });
  return boxes;
}

/** The text drawn in an SVG: its <text> elements, not the CSS of its <style>. */
function drawnText(svg: Element): string {
  const texts: string[] = [];
  visit(svg, 'element', (element) => {
    if (element.tagName === 'text') texts.push(toString(element));
  });
  return texts.join(' ');
}

test('the docs have diagrams to check', () => {
  expect(PAGES_WITH_DIAGRAMS.length, 'pages with a ```mermaid fence').toBeGreaterThan(0);
});

test.describe('diagrams in the server HTML, before any JavaScript runs', () => {
  for (const {route, sources} of PAGES_WITH_DIAGRAMS) {
    test(`${route}: each of its ${sources.length} diagrams is inline SVG with a name, a size and its labels as text`, async ({
      request,
    }) => {
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      const boxes = diagramBoxes(await response.text());
      expect(boxes, 'one drawn diagram per ```mermaid fence of the page').toHaveLength(sources.length);
      boxes.forEach((box, index) => {
        expect(box.properties).toMatchObject({role: 'img', tabIndex: 0});
        expect(String(box.properties.ariaLabel ?? '')).not.toBe('');
        const svg = box.children.find((child) => isElement(child, 'svg'));
        expect(svg, `diagram ${index + 1} is an <svg>`).toBeDefined();
        // A width and a height in the HTML: the page is laid out at its final height before anything loads.
        expect(Number(svg!.properties.width)).toBeGreaterThan(200);
        expect(Number(svg!.properties.height)).toBeGreaterThan(100);
        const labels = expectedLabels(sources[index]!);
        expect(labels.length, `labels found in the source of diagram ${index + 1}`).toBeGreaterThan(1);
        const text = withoutWhitespace(drawnText(svg!));
        for (const label of labels)
          expect(text, `diagram ${index + 1} shows "${label}"`).toContain(withoutWhitespace(label));
      });
    });
  }
});

test('no JavaScript file of the build holds mermaid', () => {
  expect(builtChunksHolding(MERMAID_CODE_SIGNATURES)).toEqual([]);
});

/** Each diagram box's size on the page. */
function boxSizes(page: Page): Promise<string[]> {
  return page
    .locator(`.${DIAGRAMS.boxClassName}`)
    .evaluateAll((boxes) => boxes.map((box) => `${box.clientWidth}x${box.clientHeight}`));
}

test('after a client-side navigation, diagrams are drawn into boxes that were already at their size', async ({
  page,
}) => {
  const route = '/ark/deep-dive/commitment-txs';
  const {sources} = PAGES_WITH_DIAGRAMS.find((candidate) => candidate.route === route)!;
  await openPage(page, '/ark/deep-dive/intro');
  // The script holding the drawings waits until the boxes have been measured without them.
  let measured!: () => void;
  const placeholdersMeasured = new Promise<void>((resolve) => (measured = resolve));
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(FIRST_DRAWING_ID)) await placeholdersMeasured;
    await route.fulfill({response, body});
  });
  await page.getByRole('link', {name: 'Rounds and commitment transactions'}).first().click();
  await expect(page).toHaveURL(new RegExp(`${route}(#.*)?$`));
  const boxes = page.locator(`.${DIAGRAMS.boxClassName}`);
  await expect(boxes).toHaveCount(sources.length);
  await expect(boxes.locator('svg text')).toHaveCount(0);
  const before = await boxSizes(page);
  measured();

  const drawn = boxes.first().locator('svg text');
  await expect(drawn.first()).toBeVisible();
  const text = withoutWhitespace((await drawn.allTextContents()).join(' '));
  const labels = expectedLabels(sources[0]!);
  expect(labels.length).toBeGreaterThan(1);
  for (const label of labels) expect(text, `the diagram shows "${label}"`).toContain(withoutWhitespace(label));
  expect(await boxSizes(page)).toEqual(before);
  await expect(page.getByRole('img', {name: /^Flowchart: /}).first()).toBeVisible();
});

/** How each diagram box of the page is drawn at the current viewport: its scale, and whether it scrolls. */
async function expectDiagramsFit(page: Page, count: number): Promise<void> {
  const boxes = page.locator(`.${DIAGRAMS.boxClassName}`);
  await expect(boxes).toHaveCount(count);
  const measured = await boxes.evaluateAll((elements) =>
    elements.map((box) => {
      const svg = box.querySelector('svg')!;
      return {
        scale: svg.getBoundingClientRect().width / svg.viewBox.baseVal.width,
        overflows: box.scrollWidth > box.clientWidth + 1,
        naturalWidth: svg.viewBox.baseVal.width,
        column: box.clientWidth,
      };
    }),
  );
  for (const diagram of measured) {
    expect(diagram.scale).toBeGreaterThanOrEqual(DIAGRAMS.minScale - 0.01);
    expect(diagram.scale).toBeLessThanOrEqual(1.01);
    // It scrolls exactly when even its smallest size is wider than the column.
    expect(diagram.overflows).toBe(diagram.naturalWidth * DIAGRAMS.minScale > diagram.column + 1);
  }
  const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(pageOverflow, 'the page itself does not scroll sideways').toBeLessThanOrEqual(0);
}

/** A label as the page paints it: the colour of its glyphs, and the filled shape it sits on, if any. */
interface PaintedLabel {
  text: string;
  glyphs: string;
  /** The shapes under the label, topmost first: their fill and their own opacity. */
  shapes: {fill: string; opacity: number}[];
}

/** Every label of the page's diagrams against what is drawn under it: WCAG AA asks 4.5:1. */
async function expectLabelsContrast(page: Page): Promise<void> {
  const {pageBackground, labels} = await page.evaluate((boxClass) => {
    const painted: PaintedLabel[] = [];
    for (const text of Array.from(document.querySelectorAll<SVGTextElement>(`.${boxClass} svg text`))) {
      if (!text.textContent?.trim()) continue;
      text.scrollIntoView({block: 'center', inline: 'center'});
      const rect = text.getBoundingClientRect();
      // A sequence diagram's message numbers sit on circles drawn as line markers, which hit-testing cannot see.
      const markerCircle = text.classList.contains('sequenceNumber')
        ? text.ownerSVGElement?.querySelector('marker[id$="sequencenumber"] circle')
        : null;
      // Otherwise the topmost filled shape under the middle of the label, if any, is what the label sits on.
      const underneath = markerCircle
        ? [markerCircle]
        : document.elementsFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      const shapes = underneath
        .filter((element) => !element.closest('text') && element instanceof SVGGeometryElement)
        .map((element) => getComputedStyle(element))
        .filter((style) => style.fill !== 'none')
        .map((style) => ({fill: style.fill, opacity: Number(style.fillOpacity) * Number(style.opacity)}));
      // The glyphs take their colour from the <tspan>s when there are any (mermaid colours those, not the <text>).
      const glyphs = getComputedStyle(text.querySelector('tspan') ?? text).fill;
      painted.push({text: text.textContent.trim(), glyphs, shapes});
    }
    return {pageBackground: getComputedStyle(document.body).backgroundColor, labels: painted};
  }, DIAGRAMS.boxClassName);
  expect(labels.length, 'labels checked').toBeGreaterThan(0);
  const colour = (css: string, opacity = 1) => {
    const parsed = parse(css);
    if (!parsed) throw new Error(`not a CSS colour: "${css}"`);
    return {...parsed, alpha: (parsed.alpha ?? 1) * opacity};
  };
  const failures = labels.flatMap(({text, glyphs, shapes}) => {
    // The topmost shape that paints anything is what the label sits on; with none, it sits on the page.
    const shape = shapes.map(({fill, opacity}) => colour(fill, opacity)).find(({alpha}) => alpha > 0);
    const background = shape ? blend([colour(pageBackground), shape]) : colour(pageBackground);
    const contrast = wcagContrast(blend([background, colour(glyphs)]), background);
    return contrast < 4.5 ? [`"${text}": ${contrast.toFixed(2)}:1`] : [];
  });
  expect(failures).toEqual([]);
}

// One load per page: the fit is checked on a desktop screen, then again once the window is a phone's (the boxes'
// sizes are CSS alone, so a resize lays them out as a load at that size would).
for (const {route, sources} of PAGES_WITH_DIAGRAMS) {
  test(`${route}: diagrams fit or scroll in their own box on a desktop and a phone, never shrinking text below ${DIAGRAMS.minScale * 100} %, and every label has WCAG AA contrast`, async ({
    page,
  }) => {
    const [desktop, phone] = VIEWPORTS;
    await page.setViewportSize(desktop);
    await openPage(page, route);
    await test.step(`fit on a ${desktop.name} screen (${desktop.width} px)`, () =>
      expectDiagramsFit(page, sources.length));
    await test.step('labels have WCAG AA contrast (4.5:1) with what is drawn under them', () =>
      expectLabelsContrast(page));
    await page.setViewportSize(phone);
    await test.step(`fit on a ${phone.name} screen (${phone.width} px)`, () => expectDiagramsFit(page, sources.length));
  });
}

test.describe('diagrams on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('a diagram far below the fold is drawn, at its full size and with its labels, as soon as the page loads', async ({
    page,
  }) => {
    // The diagram written furthest down its page: on a phone it is screens below the first one.
    const {route, sources, lines} = PAGES_WITH_DIAGRAMS.reduce((lowest, candidate) =>
      candidate.lines.at(-1)! > lowest.lines.at(-1)! ? candidate : lowest,
    );
    await openPage(page, route);
    const box = page.locator(`.${DIAGRAMS.boxClassName}`).nth(sources.length - 1);
    await expect(
      box,
      `the last diagram of ${route} (line ${lines.at(-1)} of its source) starts below the fold`,
    ).not.toBeInViewport();
    const drawing = await box.locator('svg').evaluate((svg: SVGSVGElement) => ({
      scale: svg.getBoundingClientRect().height / svg.viewBox.baseVal.height,
      text: Array.from(svg.querySelectorAll('text'), (text) => text.textContent ?? '').join(' '),
    }));
    expect(drawing.scale).toBeGreaterThanOrEqual(DIAGRAMS.minScale - 0.01);
    const labels = expectedLabels(sources.at(-1)!);
    expect(labels.length).toBeGreaterThan(1);
    for (const label of labels)
      expect(withoutWhitespace(drawing.text), `the diagram shows "${label}"`).toContain(withoutWhitespace(label));
  });

  test('a diagram wider than the screen scrolls from the keyboard', async ({page}) => {
    await openPage(page, '/ark/deep-dive/commitment-txs');
    const box = page.getByRole('img', {name: /^Flowchart: /}).first();
    await box.focus();
    await expect(box).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });
});
