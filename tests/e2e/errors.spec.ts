import path from 'node:path';
import {SITE} from '../../src/constants';
import {docFileForRoute, parseDoc} from '../support/docs';
import {startStaticServer, type StaticServer} from '../../scripts/lib/static-server';
// Each test breaks the page's scripts on purpose: it gets a page of its own.
import {expect, openPage, newContextTest as test} from './support/fixtures';

test.describe('when a page crashes while rendering', () => {
  test.use({allowConsoleErrors: true});

  test('the reader sees "This page crashed.", the error and a "Try again" button, under the title "Page Error"', async ({
    page,
  }) => {
    const route = '/ark/FAQ';
    // Make the page's own content throw while rendering: in whichever chunk carries the page's compiled MDX, the
    // h1's text (taken from the page's source, not written here) becomes an expression that throws.
    const heading = parseDoc(docFileForRoute(route)).headings.find((candidate) => candidate.level === 1)!.text;
    let rewrites = 0;
    await page.route('**/assets/js/*.js', async (intercepted) => {
      const response = await intercepted.fetch();
      const body = await response.text();
      const crashing = body.replace(/children:"([^"]*)"/g, (match, text: string) => {
        if (text !== heading) return match;
        rewrites += 1;
        return 'children:(()=>{throw new Error("Simulated render failure")})()';
      });
      await intercepted.fulfill({response, body: crashing});
    });
    await page.goto(route);
    await expect.poll(() => rewrites, `a chunk with the compiled h1 "${heading}" of ${route}`).toBeGreaterThan(0);
    await expect(page.getByRole('heading', {name: /^This page crashed\.?$/})).toBeVisible();
    await expect(page.getByRole('button', {name: 'Try again'})).toBeVisible();
    await expect(page.getByText('Simulated render failure')).toBeVisible();
    await expect(page).toHaveTitle(SITE.errorPageTitle);
    // The navbar survives, so the reader can leave the broken page.
    await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
    // The page keeps prefetching chunks after the checks: a rewrite still running when the page closes must not fail the test.
    await page.unrouteAll({behavior: 'ignoreErrors'});
  });
});

test.describe('when the next page fails to load', () => {
  test.use({allowConsoleErrors: true});

  test('the site reloads the page instead of leaving the reader stuck', async ({page}) => {
    await openPage(page, '/ark');
    // Fail script fetches, as a dropped connection would, until the page reloads itself.
    let failedScripts = 0;
    let reloadStarted = false;
    page.on('request', (request) => {
      if (request.isNavigationRequest()) reloadStarted = true;
    });
    await page.route('**/assets/js/*.js', (intercepted) => {
      if (reloadStarted) return intercepted.continue();
      failedScripts += 1;
      return intercepted.abort('connectionreset');
    });
    const reloaded = page.waitForEvent('load');
    // Client-side navigation, as a click on a link does (without the hover that would preload it).
    await page.evaluate(() => {
      window.history.pushState(null, '', '/integrate/sdk');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await reloaded;
    expect(failedScripts).toBeGreaterThan(0);
    await expect(page).toHaveURL(/\/integrate\/sdk$/);
    await expect(page.locator('article h1')).toBeVisible();
    await page.unrouteAll({behavior: 'ignoreErrors'});
  });
});

test.describe('served under the wrong base URL', () => {
  let server: StaticServer;
  const prefix = '/wrong-prefix/';

  test.beforeAll(async () => {
    server = await startStaticServer({root: path.resolve(__dirname, '../../build'), prefix});
  });
  test.afterAll(async () => server.close());
  // The site's assets 404 there: that is the point.
  test.use({allowConsoleErrors: true});

  test('the home page shows the banner that suggests the right baseUrl', async ({page}) => {
    await page.goto(`${server.origin}${prefix}`);
    const banner = page.locator('#__docusaurus-base-url-issue-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('did not load properly');
    await expect(banner).toContainText(`We suggest trying baseUrl = ${prefix}`);
  });
});
