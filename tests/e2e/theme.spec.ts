import {THEME} from '../../src/constants';
import {BITCOIN_SCRIPT_LANGUAGE} from '../../src/features/codeBlocks/options';
import {DIAGRAMS} from '../../src/features/diagrams/options';
import {primaryShadeScale} from '../support/colors';
import {expect, openPage, test} from './support/fixtures';

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

test.describe('colour mode', () => {
  // Even a reader whose system asks for light gets the dark theme.
  test.use({colorScheme: 'light'});

  test('is fixed at dark, with no switch to change it', async ({page}) => {
    await openPage(page, '/ark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', {name: /dark and light mode/i})).toHaveCount(0);
    await expect(page.locator('[class*="colorModeToggle"]')).toHaveCount(0);
    // The page colour the diagrams' colours were chosen (and contrast-checked) against.
    const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(background).toBe(hexToRgb(DIAGRAMS.colors.page));
  });
});

test('the primary colour and its shade scale come from REQUIREMENTS.md §8', async ({page}) => {
  await openPage(page, '/ark');
  const expected = primaryShadeScale(THEME.primaryColor);
  const actual = await page.evaluate((names) => {
    const style = getComputedStyle(document.documentElement);
    return Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name).trim().toUpperCase()]));
  }, Object.keys(expected));
  expect(actual).toEqual(expected);
  // And the reader sees it: links are drawn in the primary colour.
  const linkColour = await page
    .locator('article .markdown a[href^="/"]')
    .first()
    .evaluate((link) => getComputedStyle(link).color);
  expect(linkColour).toBe(hexToRgb(THEME.primaryColor));
});

test('the table of contents lists the h2 and h3 headings of the page', async ({page}) => {
  await openPage(page, '/ark/deep-dive/commitment-txs');
  const headingIds = await page
    .locator(`article :is(h${THEME.tocMinHeadingLevel}, h${THEME.tocMaxHeadingLevel})[id]`)
    // The Sources section that closes every page (src/features/docPage/PageSources) is not part of the page's outline.
    .evaluateAll((headings) =>
      headings
        .filter((h) => !h.closest('.theme-admonition, details, [aria-labelledby="sources"]'))
        .map((h) => `#${h.id}`),
    );
  const tocLinks = await page
    .locator('.table-of-contents a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(tocLinks).toEqual(headingIds);
  await expect(page.locator('.table-of-contents ul .table-of-contents__link').first()).toBeAttached();
  expect(headingIds.length).toBeGreaterThan(3);
});

test('headings carry an anchor link titled "Direct link to {heading}"', async ({page}) => {
  await openPage(page, '/ark/FAQ');
  const headings = page.locator('article h2');
  const count = await headings.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < Math.min(count, 5); index += 1) {
    const heading = headings.nth(index);
    const id = await heading.getAttribute('id');
    const text = (await heading.evaluate((h) => h.firstChild?.textContent ?? '')).trim();
    const anchor = heading.locator('a.hash-link');
    await expect(anchor).toHaveAttribute('href', `#${id}`);
    await expect(anchor).toHaveAttribute('title', `Direct link to ${text}`);
  }
});

test(`Bitcoin Script blocks are highlighted opcode by opcode (${BITCOIN_SCRIPT_LANGUAGE})`, async ({page}) => {
  await openPage(page, '/tests/code-blocks');
  const block = page.locator(`pre.language-${BITCOIN_SCRIPT_LANGUAGE}`).first();
  await expect(block).toBeVisible();

  // Highlighted at build time into runs of one colour: neighbours of the same colour share a span.
  const checksig = block.locator('span', {hasText: /(^|\s)OP_CHECKSIG(\s|$)/}).first();
  const csv = block.locator('span', {hasText: /(^|\s)OP_CHECKSEQUENCEVERIFY(\s|$)/}).first();
  const placeholder = block.locator('span', {hasText: /^<[^<>\s]+>\s*$/}).first();
  await expect(checksig).toBeVisible();
  await expect(csv).toBeVisible();
  await expect(placeholder).toBeVisible();

  // Distinct token kinds get distinct colours, none of them the plain text colour.
  const colours = await Promise.all(
    [block, checksig, csv, placeholder].map((locator) =>
      locator.evaluate((element) => getComputedStyle(element).color),
    ),
  );
  const [plain, ...tokens] = colours;
  for (const colour of tokens) {
    expect(colour).not.toBe(plain);
  }
  expect(new Set(tokens).size).toBeGreaterThan(1);
});
