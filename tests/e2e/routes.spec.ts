import {API_REFERENCES, DOC_ROUTES, ROOT_REDIRECT, SITE} from '../../src/constants';
import {expect, openPage, test} from './support/fixtures';

const titleSuffix = ` ${SITE.titleDelimiter} ${SITE.title}`;

test.describe('every docs route of the specification', () => {
  for (const route of DOC_ROUTES) {
    test(`${route} renders its page with an h1 and "{page title} | ${SITE.title}"`, async ({page}) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await openPage(page, route);
      // The route stays exactly as written (/ark/FAQ keeps its capitals).
      expect(new URL(page.url()).pathname.replace(/\/$/, '')).toBe(route);
      const h1 = page.locator('article h1').first();
      await expect(h1).toBeVisible();
      await expect(page).toHaveTitle(`${(await h1.innerText()).trim()}${titleSuffix}`);
      // It ends with the releases it describes and its upstream sources, pinned to a commit.
      const sources = page.getByRole('region', {name: 'Sources'});
      await expect(sources).toContainText('This page describes');
      await expect(sources.getByRole('listitem').first().getByRole('link')).toHaveAttribute(
        'href',
        /^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/blob\/[0-9a-f]{40}\//,
      );
    });
  }
});

test.describe('the API reference routes', () => {
  for (const reference of API_REFERENCES) {
    test(`${reference.route} renders the ${reference.serviceName} reference`, async ({page}) => {
      const response = await page.goto(reference.route);
      expect(response?.status()).toBe(200);
      await openPage(page, reference.route);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page).toHaveTitle(`${reference.title}${titleSuffix}`);
    });
  }
});

test('the root path sends readers to the learn section', async ({page}) => {
  await page.goto('/');
  await expect(page).toHaveURL(new RegExp(`${ROOT_REDIRECT}$`));
  await expect(page.locator('article h1')).toBeVisible();
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
    expect(activity.consoleErrors.every((error) => error.includes('404'))).toBe(true);
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
    expect(activity.consoleErrors.every((error) => error.includes('404'))).toBe(true);
  });
});
