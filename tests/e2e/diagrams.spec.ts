/**
 * Diagrams are drawn at build time (src/features/diagrams): the served HTML holds each one as inline SVG, readable
 * without JavaScript, and no chunk the reader loads holds mermaid. Every diagram of the docs fits a desktop column
 * at its drawn size and scrolls in its own box on a phone. How their HTML reaches the page is static-html.spec.ts';
 * that the scripts a page loads do not hold its drawings is checked where every page is loaded once, pages.spec.ts.
 */
import {blend, parse, wcagContrast} from 'culori';
import type {Element} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {toString} from 'hast-util-to-string';
import {SKIP, visit} from 'unist-util-visit';
import {DIAGRAMS} from '../../src/features/diagrams/options';
import {expectedLabels, pagesWithDiagrams, withoutWhitespace} from '../support/diagrams';
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

/**
 * How each diagram box of the page is drawn at the current viewport: its scale, and whether it scrolls. On a desktop
 * every diagram fits the column at its drawn size (by its layout, never by shrinking its text).
 */
async function expectDiagramsFit(page: Page, count: number, desktop: boolean): Promise<void> {
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
    if (desktop) expect(diagram.naturalWidth, 'drawn no wider than the column').toBeLessThanOrEqual(diagram.column);
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
  test(`${route}: diagrams fit the column of a desktop at their drawn size, fit or scroll in their own box on a phone, and every label has WCAG AA contrast`, async ({
    page,
  }) => {
    const [desktop, phone] = VIEWPORTS;
    await page.setViewportSize(desktop);
    await openPage(page, route);
    await test.step(`fit on a ${desktop.name} screen (${desktop.width} px)`, () =>
      expectDiagramsFit(page, sources.length, true));
    await test.step('labels have WCAG AA contrast (4.5:1) with what is drawn under them', () =>
      expectLabelsContrast(page));
    await page.setViewportSize(phone);
    await test.step(`fit on a ${phone.name} screen (${phone.width} px)`, () =>
      expectDiagramsFit(page, sources.length, false));
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
    await openPage(page, '/tests/diagrams');
    const box = page.locator(`.${DIAGRAMS.boxClassName}[aria-label="Eight boxes side by side"]`);
    await box.focus();
    await expect(box).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });
});
