import {ANALYTICS_SCRIPT} from '../../src/constants';
import {expect, openPage, test, thirdPartyRequests} from './support/fixtures';

test('the analytics script is deferred, carries its domain and is the only third-party request', async ({page, activity, baseURL}) => {
  await openPage(page, '/ark');
  const script = page.locator(`script[src="${ANALYTICS_SCRIPT.src}"]`);
  await expect(script).toHaveCount(1);
  await expect(script).toHaveAttribute('defer', /.*/);
  await expect(script).toHaveAttribute('data-domain', ANALYTICS_SCRIPT.dataDomain);
  expect(activity.requests).toContain(ANALYTICS_SCRIPT.src);

  // Walk the site the way a reader does, then look at everything that was fetched.
  await page.getByRole('link', {name: 'Integrate', exact: true}).first().click();
  await expect(page).toHaveURL(/\/integrate$/);
  await page.getByRole('link', {name: 'fulmine', exact: true}).first().click();
  await expect(page).toHaveURL(/\/products\/fulmine\/?$/);
  expect(thirdPartyRequests(activity, new URL(baseURL!).origin)).toEqual([]);
});


test.describe('prefetching of linked pages', () => {
  const prefetchLinks = (page: import('@playwright/test').Page) => page.locator('head link[rel="prefetch"]');

  test('fetches the code of visible links ahead of a click on a fast connection', async ({page}) => {
    await openPage(page, '/ark');
    await expect.poll(() => prefetchLinks(page).count()).toBeGreaterThan(0);
  });

  for (const [name, connection] of [
    ['a 2g connection', {effectiveType: '2g', saveData: false}],
    ['data saver', {effectiveType: '4g', saveData: true}],
  ] as const) {
    test(`is skipped on ${name}`, async ({page, activity}) => {
      await page.addInitScript((value) => {
        Object.defineProperty(Navigator.prototype, 'connection', {get: () => value, configurable: true});
      }, connection);
      await openPage(page, '/ark');
      const scriptsAfterLoad = activity.requests.filter((url) => url.endsWith('.js')).length;
      // Hovering a link would preload its page on a fast connection.
      await page.getByRole('link', {name: 'Integrate', exact: true}).first().hover();
      await page.waitForTimeout(1000);
      await expect(prefetchLinks(page)).toHaveCount(0);
      expect(activity.requests.filter((url) => url.endsWith('.js')).length).toBe(scriptsAfterLoad);
    });
  }
});
