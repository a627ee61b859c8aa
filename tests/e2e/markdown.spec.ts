import {API_REFERENCES, DOC_ROUTES, SITE} from '../../src/constants';
import {expect, openPage, test} from './support/fixtures';

test('llms.txt names the site, summarises it, and lists every docs page and both API references', async ({request}) => {
  const response = await request.get('/llms.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text.startsWith(`# ${SITE.title}\n`)).toBe(true);
  expect(text).toMatch(/^> .+/m);
  for (const route of DOC_ROUTES) {
    expect(text, `llms.txt should link ${route}`).toContain(`](${SITE.url}${route}.md)`);
  }
  for (const reference of API_REFERENCES) {
    expect(text).toContain(`](${SITE.url}${reference.route})`);
  }
});

test('llms-full.txt carries the text of every docs page', async ({request}) => {
  const full = await (await request.get('/llms-full.txt')).text();
  for (const route of DOC_ROUTES) {
    const twin = await (await request.get(`${route}.md`)).text();
    const title = twin.split('\n')[0]!.replace(/^# /, '');
    expect(full, `llms-full.txt should contain the page "${title}"`).toContain(`## ${title}`);
  }
});

test.describe('the Markdown twin of each docs page', () => {
  for (const route of DOC_ROUTES) {
    test(`${route}.md exists and starts with the page's title`, async ({page, request}) => {
      const response = await request.get(`${route}.md`);
      expect(response.status()).toBe(200);
      const markdown = await response.text();
      await openPage(page, route);
      const h1 = (await page.locator('article h1').first().innerText()).trim();
      expect(markdown.split('\n')[0]).toBe(`# ${h1}`);
    });
  }
});

test('"Copy page as Markdown" puts the page\'s Markdown on the clipboard', async ({page, context, baseURL}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  await openPage(page, '/ark/deep-dive/vtxos');
  await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
  await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  const h1 = (await page.locator('article h1').first().innerText()).trim();
  expect(clipboard.startsWith(`# ${h1}\n`)).toBe(true);
  expect(clipboard).toContain('```bitcoin-script');
  await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', '/ark/deep-dive/vtxos.md');
});
