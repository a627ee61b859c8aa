/**
 * How the docs' diagrams lay out in the page a browser shows: checked by pages.spec.ts, where every page is loaded
 * once, and by diagrams.spec.ts.
 */
import type {Page} from '@playwright/test';
import {blend, parse, wcagContrast} from 'culori';
import {DIAGRAMS} from '../../../src/features/diagrams/options';
import {expect} from './fixtures';

/**
 * How each diagram box of the page is drawn at the current viewport: its scale, and whether it scrolls. On a desktop
 * every diagram fits the column at its drawn size (by its layout, never by shrinking its text).
 */
export async function expectDiagramsFit(page: Page, count: number, desktop: boolean): Promise<void> {
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
export async function expectLabelsContrast(page: Page): Promise<void> {
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
