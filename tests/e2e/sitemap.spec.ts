import {ALL_ROUTES, SITE} from '../../src/constants';
import {expect, test} from './support/fixtures';

test('sitemap.xml lists every page of the site and nothing else', async ({request}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
  expect(locations.sort()).toEqual(ALL_ROUTES.map((route) => `${SITE.url}${route}`).sort());
});
