/**
 * Weight budgets (support/budgets.ts): what each kind of page loads first, and a reader's first request console,
 * measured on the build under test as support/weight.ts says, each page in a browser context of its own.
 */
import path from 'node:path';
import {startStaticServer, type StaticServer} from '../../scripts/lib/static-server';
import {REPO_ROOT} from '../support/docs';
import {CONSOLE_BUDGET, PAGE_BUDGETS} from './support/budgets';
import {expect, newContextTest as test, openPage, waitForRequestsToSettle} from './support/fixtures';
import {consoleWeight, kilobytes, openFirstConsole, recordWeight} from './support/weight';

let server: StaticServer;

test.beforeAll(async () => {
  server = await startStaticServer({root: path.join(REPO_ROOT, 'build'), compress: true});
});
test.afterAll(() => server.close());

/** "170.1 KB (budget 175.0 KB)", in the report of every run, passed or failed. */
function record(what: string, bytes: number, budget: number): string {
  const figure = `${what}: ${kilobytes(bytes)} (budget ${kilobytes(budget)})`;
  test.info().annotations.push({type: 'weight', description: figure});
  return figure;
}

for (const budget of PAGE_BUDGETS) {
  test(`${budget.pageType} (${budget.route}) loads at most ${kilobytes(budget.firstLoadJs)} of JavaScript and ${kilobytes(budget.css)} of CSS first`, async ({
    page,
    activity,
  }) => {
    const weigh = recordWeight(page, server.origin);
    await openPage(page, `${server.origin}${budget.route}`);
    if (budget.landsOn) {
      await expect(page).toHaveURL(`${server.origin}${budget.landsOn}`);
      await expect(page.locator('article h1')).toBeVisible();
    }
    await waitForRequestsToSettle(activity);
    const weight = await weigh();

    expect(weight.scripts.length, 'scripts loaded').toBeGreaterThan(0);
    expect
      .soft(weight.firstLoadJs, record(`first-load JavaScript`, weight.firstLoadJs, budget.firstLoadJs))
      .toBeLessThanOrEqual(budget.firstLoadJs);
    expect.soft(weight.css, record(`CSS`, weight.css, budget.css)).toBeLessThanOrEqual(budget.css);
  });
}

test(`a reader's first request console loads at most ${kilobytes(CONSOLE_BUDGET.code)} of its own code`, async ({
  page,
  activity,
}) => {
  await openPage(page, `${server.origin}${CONSOLE_BUDGET.route}`);
  await waitForRequestsToSettle(activity);
  const weigh = recordWeight(page, server.origin);
  await openFirstConsole(page);
  await waitForRequestsToSettle(activity);
  const {code, data} = consoleWeight(await weigh());

  expect(data, "the reference's console data, a JSON module, loaded with the console").toBeGreaterThan(0);
  expect(code, record("the console's own code", code, CONSOLE_BUDGET.code)).toBeLessThanOrEqual(CONSOLE_BUDGET.code);
});
