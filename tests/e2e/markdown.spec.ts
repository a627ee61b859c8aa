import {ALL_ROUTES, API_REFERENCES, SITE} from '../../src/constants';
import {bundleSpec, operationsOf} from '../support/api-specs';
import {clipboardTest, expect, openPage, test} from './support/fixtures';
import {escapeRegExp} from '../../src/lib/escapeRegExp';

test('llms.txt names the site, summarises it, and lists every page, both API references and their specifications', async ({
  request,
}) => {
  const response = await request.get('/llms.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text.startsWith(`# ${SITE.title}\n`)).toBe(true);
  expect(text).toMatch(/^> .+/m);
  for (const route of ALL_ROUTES) {
    expect(text, `llms.txt should link ${route}`).toContain(`](${SITE.url}${route}.md)`);
  }
  for (const reference of API_REFERENCES) {
    expect(text).toContain(`](${SITE.url}${reference.specDownloadPath})`);
  }
});

test('llms-full.txt carries the text of every page', async ({request}) => {
  const full = await (await request.get('/llms-full.txt')).text();
  for (const route of ALL_ROUTES) {
    const twin = await (await request.get(`${route}.md`)).text();
    const title = twin.split('\n')[0]!.replace(/^# /, '');
    expect(full, `llms-full.txt should contain the page "${title}"`).toContain(`## ${title}`);
  }
});

test.describe('the Markdown twin of an API reference', () => {
  for (const reference of API_REFERENCES) {
    test(`${reference.route}.md gives each operation's heading, method and path, in Markdown without components`, async ({
      page,
      request,
    }) => {
      const markdown = await (await request.get(`${reference.route}.md`)).text();
      await openPage(page, reference.route);
      const operations = await page.locator('article h3[id]').evaluateAll((headings) =>
        headings.map((heading) => ({
          title: heading.firstChild!.textContent!.trim(),
          endpoint: (heading.querySelector('code') as HTMLElement).innerText,
        })),
      );
      expect(operations.length, `the operations of ${reference.specFolder}`).toBe(
        operationsOf((await bundleSpec(reference)).document).length,
      );
      for (const {title, endpoint} of operations) {
        expect(markdown).toContain(`### ${title}\n`);
        expect(markdown).toMatch(new RegExp(`\`[A-Z]+ ${escapeRegExp(endpoint)}\``));
      }
      expect(markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '')).not.toMatch(/<[A-Z][A-Za-z]*[\s/>]/);
    });
  }
});

clipboardTest('"Copy page as Markdown" puts the page\'s Markdown on the clipboard', async ({page}) => {
  await openPage(page, '/ark/deep-dive/vtxos');
  await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
  await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  const h1 = (await page.locator('article h1').first().innerText()).trim();
  expect(clipboard.startsWith(`# ${h1}\n`)).toBe(true);
  expect(clipboard).toContain('```bitcoin-script');
  await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', '/ark/deep-dive/vtxos.md');
});
