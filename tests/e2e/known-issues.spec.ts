import type {Locator, Page} from '@playwright/test';
import {AUDIENCES, KNOWN_ISSUES, PRODUCTS, type Audience, type Product} from '../../src/features/knownIssues/options';
import {loadKnownIssues} from '../../src/features/knownIssues/registry';
import {REPO_ROOT} from '../support/docs';
import {expect, openPage, test} from './support/fixtures';

const issues = loadKnownIssues(REPO_ROOT);
const entries = (page: Page) => page.locator('section[data-audiences]');
const choice = (page: Page, group: 'Who is affected' | 'Product', label: string) =>
  page.getByRole('group', {name: group}).getByRole('radio', {name: new RegExp(`^${label} \\(\\d+\\)$`)});

/** The ids of the entries a reader sees. */
async function shownIds(page: Page): Promise<string[]> {
  return entries(page).evaluateAll((sections) =>
    sections.filter((section) => section.checkVisibility()).map((section) => section.querySelector('h3')!.id),
  );
}

const idsOf = (audience: Audience | 'all', product: Product | 'all') =>
  issues
    .filter((issue) => audience === 'all' || issue.audiences.includes(audience))
    .filter((issue) => product === 'all' || issue.products.includes(product))
    .map((issue) => issue.id);

test.describe('the known issues on the FAQ', () => {
  test('show every entry under its heading, with who it affects, since when and what a later release did', async ({
    page,
  }) => {
    await openPage(page, KNOWN_ISSUES.route);
    expect(await shownIds(page)).toEqual(issues.map((issue) => issue.id));
    const first = entries(page).first();
    for (const label of ['Affects', 'Since', 'Later', 'In short.', 'What happens.', 'What to do.', 'Code:'])
      await expect(first.getByText(label, {exact: true})).toBeVisible();
  });

  test('narrow to an audience and a product, and say so when no entry has both', async ({page}) => {
    await openPage(page, KNOWN_ISSUES.route);
    const pairs: [Audience, Product][] = [
      ['fulmine-operators', 'fulmine'],
      ['integrators', 'ts-sdk'],
      ['arkd-operators', 'arkd'],
    ];
    for (const [audience, product] of pairs) {
      await choice(page, 'Who is affected', AUDIENCES[audience].label).check();
      await choice(page, 'Product', PRODUCTS[product].label).check();
      const expected = idsOf(audience, product);
      expect(expected.length, `some entry concerns ${audience} and ${product}`).toBeGreaterThan(0);
      await expect.poll(() => shownIds(page)).toEqual(expected);
    }
    const empty = (Object.keys(AUDIENCES) as Audience[])
      .flatMap((audience) =>
        (Object.keys(PRODUCTS) as Product[]).map((product): [Audience, Product] => [audience, product]),
      )
      .find(([audience, product]) => idsOf(audience, product).length === 0);
    if (empty) {
      await choice(page, 'Who is affected', AUDIENCES[empty[0]].label).check();
      await choice(page, 'Product', PRODUCTS[empty[1]].label).check();
      await expect.poll(() => shownIds(page)).toEqual([]);
      await expect(page.getByText(/^No known issue of the .+ concerns .+\.$/)).toBeVisible();
    }
    await choice(page, 'Who is affected', 'All').check();
    await choice(page, 'Product', 'All').check();
    await expect.poll(() => shownIds(page)).toHaveLength(issues.length);
  });

  test('show every entry, and filter, without JavaScript', async ({noScriptPage}) => {
    await noScriptPage.goto(KNOWN_ISSUES.route);
    expect(await shownIds(noScriptPage)).toHaveLength(issues.length);
    await choice(noScriptPage, 'Product', PRODUCTS.fulmine.label).check();
    expect(await shownIds(noScriptPage)).toEqual(idsOf('all', 'fulmine'));
  });

  test('are in the page Markdown copy and in llms-full.txt', async ({request}) => {
    for (const file of [`${KNOWN_ISSUES.route}.md`, '/llms-full.txt']) {
      const text = await (await request.get(file)).text();
      const missing = issues.filter((issue) => !text.includes(`{#${issue.id}}`)).map((issue) => issue.id);
      expect(missing, `${file} lacks these entries`).toEqual([]);
    }
  });
});

test.describe('a known-issue callout', () => {
  const callout = (page: Page): Locator => page.getByRole('complementary', {name: 'Known issue', exact: true}).first();

  test('says the entry in one line and leads to it', async ({page}) => {
    await openPage(page, '/ark/deep-dive/vtxos');
    const link = callout(page).getByRole('link');
    const id = new URL((await link.getAttribute('href'))!, 'https://x').hash.slice(1);
    const issue = issues.find((entry) => entry.id === id)!;
    await expect(callout(page)).toContainText(issue.summary);
    await link.click();
    await page.waitForURL(`**${KNOWN_ISSUES.route}#${id}`);
    await expect(page.locator(`h3#${id}`)).toBeInViewport();
  });

  test('names each of several entries that concern one step, each leading to its entry', async ({page}) => {
    await openPage(page, '/ark');
    const line = page.getByRole('complementary', {name: 'Known issues', exact: true}).first();
    const titles = await line
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((link) => [new URL((link as HTMLAnchorElement).href).hash.slice(1), link.textContent]),
      );
    expect(titles.length).toBeGreaterThan(1);
    for (const [id, title] of titles) expect(title).toBe(issues.find((entry) => entry.id === id)?.title);
  });
});

test('the integrate page gives, per product, the later release that fixes each known issue', async ({page}) => {
  await openPage(page, '/integrate');
  const table = page.locator('#releases ~ table');
  for (const product of Object.values(PRODUCTS).map((entry) => entry.label))
    await expect(page.getByText(product, {exact: true}).first()).toBeVisible();
  const linked = await table.getByRole('link').evaluateAll(
    (links, route) =>
      links
        .map((link) => new URL((link as HTMLAnchorElement).href))
        .filter((url) => url.pathname === route)
        .map((url) => url.hash.slice(1)),
    KNOWN_ISSUES.route,
  );
  expect(new Set(linked)).toEqual(new Set(issues.map((issue) => issue.id)));
});
