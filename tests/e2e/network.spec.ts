import type {Locator, Page} from '@playwright/test';
import {ANALYTICS_SCRIPT} from '../../src/constants';
import {expect, newContextTest, openPage, test, thirdPartyRequests} from './support/fixtures';
import {PHONE} from './support/settings';

test('the analytics script is deferred, carries its domain and is the only third-party request', async ({
  page,
  activity,
  baseURL,
}) => {
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
  const prefetchLinks = (page: Page) => page.locator('head link[rel="prefetch"]');
  const prefetchedFiles = (page: Page) =>
    prefetchLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')));

  /**
   * Docusaurus prefetches a link's page when its intersection observer reports the link visible. Observers report
   * in the order they were created, so once an observer of ours, made now, has reported on the same link,
   * Docusaurus' observer has reported too.
   */
  const observersHaveReportedOn = (link: Locator) =>
    link.evaluate(
      (element) =>
        new Promise<void>((resolve) => {
          const observer = new IntersectionObserver(() => {
            observer.disconnect();
            resolve();
          });
          observer.observe(element);
        }),
    );

  test('fetches the code of visible links ahead of a click on a fast connection', async ({page}) => {
    await openPage(page, '/ark');
    await expect.poll(() => prefetchLinks(page).count()).toBeGreaterThan(0);
  });

  for (const [name, connection] of [
    ['a 2g connection', {effectiveType: '2g', saveData: false}],
    ['data saver', {effectiveType: '4g', saveData: true}],
  ] as const) {
    newContextTest(`is skipped on ${name}`, async ({page}) => {
      await page.addInitScript((value) => {
        Object.defineProperty(Navigator.prototype, 'connection', {get: () => value, configurable: true});
      }, connection);
      await openPage(page, '/ark');
      const integrateLink = page.getByRole('link', {name: 'Integrate', exact: true}).first();
      await observersHaveReportedOn(integrateLink);
      await expect(prefetchLinks(page)).toHaveCount(0);
      // Hovering a link preloads its page on a fast connection, synchronously in the hover handler: the chunk
      // loader adds its <script> elements before the hover returns.
      const scriptElements = () => page.locator('script[src]').count();
      const scriptsBeforeHover = await scriptElements();
      await integrateLink.hover();
      await expect(prefetchLinks(page)).toHaveCount(0);
      expect(await scriptElements()).toBe(scriptsBeforeHover);
    });
  }

  newContextTest.describe('on a phone', () => {
    newContextTest.use(PHONE);

    newContextTest('fetches the pages of the closed menu only once the reader opens it', async ({page}) => {
      await openPage(page, '/ark/deep-dive/vtxos');
      const menu = page.locator('.navbar-sidebar');
      const menuLink = menu.locator('a.menu__link[href="/ark/deep-dive/ramps"]');
      // After hydration the closed menu's panel slides over to the page's sidebar; let it settle.
      await page.waitForFunction(() => document.getAnimations().length === 0);
      await observersHaveReportedOn(menuLink);
      const prefetchedWithMenuClosed = await prefetchedFiles(page);

      await page.getByRole('button', {name: 'Toggle navigation bar'}).tap();
      await expect(menuLink).toBeInViewport();
      await expect
        .poll(async () => (await prefetchedFiles(page)).filter((file) => !prefetchedWithMenuClosed.includes(file)))
        .not.toEqual([]);
    });
  });
});
