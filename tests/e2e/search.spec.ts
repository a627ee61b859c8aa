import type {Page} from '@playwright/test';
import {
  expect,
  holdScripts,
  newContextTest,
  openPage,
  test,
  thirdPartyRequests,
  waitForRequestsToSettle,
} from './support/fixtures';
import {PHONE} from './support/settings';
import {escapeRegExp} from '../../src/lib/escapeRegExp';
import {SEARCH_EXPECTATIONS} from '../support/search-expectations';

/**
 * What a reader types, and where one of the first three results must take them: a word only a fixture page holds
 * (tests/fixtures/site), and the searches the docs MCP server is held to as well.
 */
const EXPECTED_RESULTS = [
  {query: 'quokkasaurus', lands: /\/tests\/?(#[\w-]+)?$/},
  ...SEARCH_EXPECTATIONS.map(({query, target}) => ({query, lands: new RegExp(`${escapeRegExp(target)}$`)})),
];

/** A string of the code the search box loads when the reader turns to it (Comlink, which talks to its index worker). */
const SEARCH_CODE = 'Comlink.proxy';

const searchBox = (page: Page) => page.getByLabel('Search', {exact: true});
const results = (page: Page) => page.locator('[role="listbox"] [role="option"]');

/**
 * The first search of a page downloads search-index.json (2 MB) and builds its index in the page, which on a busy
 * machine outlasts the suite's timeout for an expectation: results get longer to show.
 */
const FIRST_RESULTS_TIMEOUT_MS = 30_000;

async function search(page: Page, query: string): Promise<void> {
  await searchBox(page).click();
  await searchBox(page).fill(query);
  await expect(results(page).first()).toBeVisible({timeout: FIRST_RESULTS_TIMEOUT_MS});
}

/** Follows the n-th result with the keyboard and returns where it landed. */
async function followResult(page: Page, query: string, index: number): Promise<string> {
  await openPage(page, '/ark');
  await search(page, query);
  for (let step = 0; step < index; step += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname !== '/ark' || url.hash !== '');
  return page.url();
}

test.describe('search', () => {
  for (const {query, lands} of EXPECTED_RESULTS) {
    test(`"${query}" finds the right page or operation among the first three results, and lands on it`, async ({
      page,
    }) => {
      const landed: string[] = [];
      for (let index = 0; index < 3; index += 1) {
        const url = await followResult(page, query, index);
        landed.push(url);
        if (lands.test(url)) {
          // The result's anchor is on screen, below the navbar.
          const hash = decodeURIComponent(new URL(url).hash.slice(1));
          if (hash) {
            const target = page.locator(`[id="${hash}"]`).first();
            await expect(target).toBeInViewport();
            // Below the navbar, or where it was if the page hid it on the way down.
            const navbar = page.locator('nav.navbar');
            const clearance = async (): Promise<number> => {
              const bar = await navbar.boundingBox();
              return (await target.boundingBox())!.y - (bar ? bar.y + bar.height : 0);
            };
            await expect.poll(clearance).toBeGreaterThanOrEqual(-5);
          } else {
            await expect(page.locator('article h1, h1').first()).toBeVisible();
          }
          return;
        }
      }
      throw new Error(
        `None of the first three results for "${query}" led to ${lands}; they led to:\n${landed.join('\n')}`,
      );
    });
  }

  test('opens with Ctrl+K (Cmd+K on a Mac) and is usable with the keyboard alone', async ({page}) => {
    await openPage(page, '/integrate');
    await page.keyboard.press('ControlOrMeta+k');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type('vtxo');
    await expect(results(page).first()).toBeVisible({timeout: FIRST_RESULTS_TIMEOUT_MS});
    // The first result is preselected; arrows move the selection.
    await expect(results(page).first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(results(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(results(page)).toHaveCount(0);
  });

  test('offers no "See all results" link: the results page it leads to is not part of the site', async ({
    page,
    request,
  }) => {
    await openPage(page, '/ark');
    await search(page, 'vtxo');
    // The plugin adds the link to every list of results; the site hides it (src/features/search/search.css).
    const link = page.locator('a[href*="/search/?"]');
    await expect(link).toHaveCount(1);
    await expect(link).toBeHidden();
    await expect(page.getByText('See all results')).toBeHidden();
    // Followed anyway, it would lead nowhere.
    const href = await link.getAttribute('href');
    expect((await request.get(new URL(href!, page.url()).href)).status()).toBe(404);
  });

  test('highlights the matched terms in the results', async ({page}) => {
    await openPage(page, '/ark');
    await search(page, 'forfeit');
    const marks = results(page).first().locator('mark');
    await expect(marks.first()).toBeVisible();
    await expect(marks.first()).toHaveText(/forfeit/i);
  });

  test('sends no request to another origin while searching', async ({page, activity, baseURL}) => {
    await openPage(page, '/ark');
    await search(page, 'boarding');
    await search(page, 'registerIntent');
    expect(activity.requests.some((url) => url.includes('search-index.json'))).toBe(true);
    expect(thirdPartyRequests(activity, new URL(baseURL!).origin)).toEqual([]);
  });
});

/** Tests that need a page of their own: a script held back, a cache that must be cold, a phone. */
newContextTest.describe('search, in a new context', () => {
  // A script still held when a test ends is let go rather than reported as an error.
  newContextTest.afterEach(({page}) => page.unrouteAll({behavior: 'ignoreErrors'}));

  const WAYS_IN = [
    {way: 'Ctrl+K', enter: (page: Page) => page.keyboard.press('ControlOrMeta+k')},
    {way: 'the focus', enter: (page: Page) => searchBox(page).focus()},
  ] as const;
  for (const {way, enter} of WAYS_IN) {
    newContextTest(
      `keeps the focus and what the reader typed while its code loads, entered by ${way}`,
      async ({page}) => {
        await openPage(page, '/integrate');
        const {held, release} = await holdScripts(page, SEARCH_CODE);
        await enter(page);
        await held;
        await expect(searchBox(page)).toBeFocused();
        await page.keyboard.type('vtxo');
        release();
        await expect(results(page).first()).toBeVisible({timeout: FIRST_RESULTS_TIMEOUT_MS});
        await expect(searchBox(page)).toBeFocused();
        await expect(searchBox(page)).toHaveValue('vtxo');
      },
    );
  }

  newContextTest(
    'does not load the search index until the reader turns to the search box',
    async ({page, activity}) => {
      await openPage(page, '/ark/deep-dive/intro');
      await waitForRequestsToSettle(activity);
      const indexRequests = () => activity.requests.filter((url) => url.includes('search-index'));
      expect(indexRequests()).toEqual([]);
      // The control: turning to the search box is what fetches it.
      await search(page, 'vtxo');
      expect(indexRequests()).toHaveLength(1);
    },
  );

  newContextTest.describe('on a phone', () => {
    newContextTest.use(PHONE);

    newContextTest('can be opened from the navbar and followed with a tap', async ({page}) => {
      await openPage(page, '/ark');
      await search(page, 'unilateral exit');
      await expect(results(page).first()).toBeInViewport();
      await results(page).first().tap();
      await expect(page).toHaveURL(/\/ark\/|\/integrate|\/products/);
      await expect(page.locator('article h1')).toBeVisible();
    });
  });
});
