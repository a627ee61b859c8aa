import type {Page} from '@playwright/test';
import axe, {type AxeResults} from 'axe-core';

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/** WCAG 2.1 A and AA, the level the site aims for. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core itself, run in the page: what `@axe-core/playwright` does in its one-pass ("legacy") mode. We call it
 * directly because the wrapper's current release requires Node 22, and axe-core 4.14 checks colour contrast about
 * three times faster than the 4.11 the last Node 20 wrapper pins. The wrapper's other mode merges frames, and the
 * site has none.
 */
async function runAxe(page: Page, include: string | undefined, tags: string[]): Promise<AxeResults> {
  await page.evaluate(axe.source);
  // Nodes are listed for violations only, which spares axe much of its work on the largest pages. Each rule that
  // passed is still named, which is what the check below needs.
  const results: unknown = await page.evaluate(
    ({include, tags}) =>
      window.axe.run(include ? {include: [include]} : document, {
        runOnly: {type: 'tag', values: tags},
        resultTypes: ['violations'],
      }),
    {include, tags},
  );
  return results as AxeResults;
}

/** The serious and critical axe-core violations on the page (or in the part of it `include` selects), one line each. */
export async function blockingViolations(page: Page, include?: string): Promise<string[]> {
  const {violations, passes} = await runAxe(page, include, WCAG_TAGS);
  // No violation because nothing was checked (an empty selection, no rule of the tags) is not a pass.
  if (passes.length === 0)
    throw new Error(`axe-core passed no rule on ${page.url()}${include ? ` in ${include}` : ''}: it checked nothing`);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help}\n  ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join('\n  ')}`,
    );
}
