import {ALL_ROUTES} from '../../src/constants';
import {expect, test} from './support/fixtures';
import {builtSitemapRoutes, sitemapRoutes} from './support/sitemap';

test('sitemap.xml lists every route of the route table and nothing else, and is the one the page tests visit', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const served = sitemapRoutes(await response.text(), 'the served /sitemap.xml');
  expect([...served].sort()).toEqual([...ALL_ROUTES].sort());
  // pages.spec.ts iterates the built file: the same list, so every route of the table gets its page checks.
  expect(builtSitemapRoutes()).toEqual(served);
});
