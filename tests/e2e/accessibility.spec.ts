import AxeBuilder from '@axe-core/playwright';
import {ALL_ROUTES, API_ROUTES} from '../../src/constants';
import {expect, openPage, test, waitForRequestsToSettle} from './support/fixtures';

/** WCAG 2.1 A and AA, the level the site aims for. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const API_REFERENCE_AXE_TIMEOUT_MS = 240_000;

test.describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  for (const route of ALL_ROUTES) {
    test(`${route} has no serious or critical violation`, async ({page, activity}) => {
      // An API reference is one page holding every operation (/api/arkd: some 69,000 px and 12,000 elements at
      // 1280 px wide): axe needs 87 s there on a machine with a load of 15, and 3 minutes with both workers busy.
      if ((API_ROUTES as readonly string[]).includes(route)) test.setTimeout(API_REFERENCE_AXE_TIMEOUT_MS);
      await openPage(page, route);
      await waitForRequestsToSettle(activity);
      const {violations} = await new AxeBuilder({page}).withTags(WCAG_TAGS).analyze();
      const blocking = violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.impact} ${violation.id}: ${violation.help}\n  ${violation.nodes
              .slice(0, 5)
              .map((node) => node.target.join(' '))
              .join('\n  ')}`,
        );
      expect(blocking, blocking.join('\n')).toEqual([]);
    });
  }
});
