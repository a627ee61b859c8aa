/**
 * Diagrams are drawn at build time (src/features/diagrams): the served HTML holds each one as inline SVG, readable
 * without JavaScript, and no chunk the reader loads holds mermaid. How their HTML reaches the page is
 * static-html.spec.ts'. Where every page is loaded once, pages.spec.ts checks that the scripts it loads do not hold
 * its drawings, that each of them fits a desktop column at its drawn size and scrolls in its own box on a phone, and
 * that their labels have WCAG AA contrast (support/diagram-layout.ts).
 */
import type {Element} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {toString} from 'hast-util-to-string';
import {SKIP, visit} from 'unist-util-visit';
import {DIAGRAMS} from '../../src/features/diagrams/options';
import {expectedLabels, pagesWithDiagrams, withoutWhitespace} from '../support/diagrams';
import {builtChunksHolding} from './support/chunks';
import {PHONE_VIEWPORT} from './support/settings';
import {expect, openPage, test} from './support/fixtures';

const PAGES_WITH_DIAGRAMS = pagesWithDiagrams();

/** Strings found only in mermaid's own code, never in the SVG it draws. */
const MERMAID_CODE_SIGNATURES = ['mermaidAPI', 'startOnLoad', 'registerDiagram', 'securityLevel'];

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

test.describe('diagrams on a phone', () => {
  test.use({viewport: PHONE_VIEWPORT});

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
