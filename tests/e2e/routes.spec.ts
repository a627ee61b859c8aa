/** What the server answers beyond the pages themselves (pages.spec.ts visits each of those): the redirect, .html paths, 404s. */
import {ROOT_REDIRECT, SITE} from '../../src/constants';
import {expect, newContextTest, openPage, test} from './support/fixtures';

test('the root path sends readers to the learn section', async ({page}) => {
  await page.goto('/');
  await expect(page).toHaveURL(new RegExp(`${ROOT_REDIRECT}$`));
  await expect(page.locator('article h1')).toBeVisible();
});

newContextTest.describe('without JavaScript', () => {
  newContextTest.use({javaScriptEnabled: false});

  newContextTest('the root path sends readers to the learn section too', async ({page}) => {
    await page.goto('/');
    await expect(page).toHaveURL(new RegExp(`${ROOT_REDIRECT}$`));
    await expect(page.locator('article h1')).toBeVisible();
  });
});

test.describe('paths ending in .html', () => {
  for (const [requested, expected] of [
    ['/ark/FAQ.html', '/ark/FAQ'],
    ['/ark/deep-dive/vtxos.html', '/ark/deep-dive/vtxos'],
    ['/integrate/index.html', '/integrate'],
  ] as const) {
    test(`${requested} reaches the page at ${expected}`, async ({page}) => {
      const response = await page.goto(requested);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(new RegExp(`${expected.replace(/\//g, '\\/')}/?$`));
      await expect(page.locator('article h1')).toBeVisible();
    });
  }
});

test.describe('an unknown path', () => {
  // The browser logs the 404 response itself as a console error.
  test.use({allowConsoleErrors: true});

  test('is answered with HTTP 404 and the not-found page', async ({page, activity}) => {
    const response = await page.goto('/ark/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
    await expect(page).toHaveTitle(`Page Not Found ${SITE.titleDelimiter} ${SITE.title}`);
    expect(
      activity.consoleErrors.filter((error) => !error.includes('404')),
      'console errors other than the 404',
    ).toEqual([]);
  });

  test('keeps its capitals significant: /ark/faq is not /ark/FAQ, on the server or once the page is running', async ({
    page,
    activity,
  }) => {
    const response = await page.goto('/ark/faq');
    expect(response?.status()).toBe(404);
    await openPage(page, '/ark/faq');
    await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', {name: 'Learn'})).toHaveAttribute('href', '/ark');
    expect(
      activity.consoleErrors.filter((error) => !error.includes('404')),
      'console errors other than the 404',
    ).toEqual([]);
  });
});
