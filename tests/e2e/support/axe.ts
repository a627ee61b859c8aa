import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/** WCAG 2.1 A and AA, the level the site aims for. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The serious and critical axe-core violations on the page (or in the part of it `include` selects), one line each. */
export async function blockingViolations(page: Page, include?: string): Promise<string[]> {
  // Nodes are listed for violations only, which spares axe much of its work on the largest pages. Each rule that
  // passed is still named, which is what the check below needs.
  // Legacy mode runs axe in the page in one pass. The default mode opens a second page to merge the results of each
  // frame, which doubles the time on our largest pages; the site has no frame to merge.
  const builder = new AxeBuilder({page})
    .withTags(WCAG_TAGS)
    .options({resultTypes: ['violations']})
    .setLegacyMode(true);
  const {violations, passes} = await (include ? builder.include(include) : builder).analyze();
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
