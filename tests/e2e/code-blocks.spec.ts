/**
 * Code blocks are highlighted at build time (src/features/codeBlocks), on the fixture page of tests/fixtures/site:
 * each shows its title and its highlighted code, marks the lines Docusaurus' own code block would mark, copies its
 * code, scrolls sideways inside its own box, and no page loads Prism.
 */
import type {Locator, Page} from '@playwright/test';
import {builtChunksHolding} from './support/chunks';
import {clipboardTest, expect, openPage, test} from './support/fixtures';
import {PHONE_VIEWPORT} from './support/settings';

const PAGE = '/tests/code-blocks';

/** Strings found in Prism's code and prism-react-renderer's (grammar options, its line class), never in our pages. */
const PRISM_CODE_SIGNATURES = ['lookbehind', 'greedy', 'token-line'];

/** The code block under a heading of the fixture page. */
function blockUnder(page: Page, heading: string): Locator {
  return page.locator(`h2:has-text("${heading}") + .theme-code-block`);
}

/** The text of each line of a block that is drawn as highlighted. */
function highlightedLines(block: Locator): Promise<string[]> {
  return block
    .locator('.theme-code-block-highlighted-line')
    .evaluateAll((lines) => lines.map((line) => (line.textContent ?? '').trim()));
}

test('no page loads Prism: no JavaScript file of the build holds it', () => {
  expect(builtChunksHolding(PRISM_CODE_SIGNATURES)).toEqual([]);
});

clipboardTest(
  'a code block with a title shows the title and the highlighted code, and copies the code',
  async ({page}) => {
    await openPage(page, PAGE);
    const block = blockUnder(page, 'A block with a title');
    const code = "import {count} from './count';\n\nexport const next = count + 1;";
    await expect(block.getByText('counter.ts', {exact: true})).toBeVisible();
    await expect(block.locator('pre')).toHaveText(code);
    // Keywords in another colour than plain text.
    const [plain, keyword] = await Promise.all([
      block.locator('pre').evaluate((element) => getComputedStyle(element).color),
      block
        .locator('pre span', {hasText: /^import\s*$/})
        .first()
        .evaluate((element) => getComputedStyle(element).color),
    ]);
    expect(keyword).not.toBe(plain);
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
  },
);

test('line ranges and magic comments mark lines as Docusaurus does, the comments themselves left out', async ({
  page,
}) => {
  await openPage(page, PAGE);
  expect(await highlightedLines(blockUnder(page, 'Line ranges'))).toEqual([
    '"highlighted": true,',
    '"alsoHighlighted": true,',
    '"andThisOne": true',
  ]);
  const magic = blockUnder(page, 'Magic comments');
  expect(await highlightedLines(magic)).toEqual(['const marked = 2;', 'const first = 3;', 'const second = 4;']);
  await expect(magic.locator('pre')).not.toContainText('highlight-');
  // A marked line has a background of its own, across the whole block.
  const [marked, block] = await Promise.all([
    magic.locator('.theme-code-block-highlighted-line').first().boundingBox(),
    magic.locator('pre').boundingBox(),
  ]);
  expect(marked!.width).toBeGreaterThanOrEqual(block!.width - 1);
  expect(
    await magic
      .locator('.theme-code-block-highlighted-line')
      .first()
      .evaluate((line) => getComputedStyle(line).backgroundColor),
  ).not.toBe('rgba(0, 0, 0, 0)');
});

clipboardTest('showLineNumbers numbers the lines, and the numbers are not copied', async ({page}) => {
  await openPage(page, PAGE);
  const block = blockUnder(page, 'Line numbers');
  // Each line shows a number in a column of its own, counted by CSS as Docusaurus' own code block counts them.
  const lines = await block.locator('.code-line').evaluateAll((elements) =>
    elements.map((line) => {
      const number = line.querySelector('.code-line-number')!;
      return {
        counts: getComputedStyle(line).counterIncrement,
        shows: getComputedStyle(number, '::before').content,
        width: number.getBoundingClientRect().width,
      };
    }),
  );
  expect(lines).toHaveLength(3);
  for (const line of lines) {
    expect(line).toMatchObject({counts: 'line-count 1', shows: 'counter(line-count)'});
    expect(line.width).toBeGreaterThan(0);
  }
  await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('echo one\necho two\necho three');
});

test.describe('on a phone', () => {
  test.use({viewport: PHONE_VIEWPORT});

  test('a long line scrolls inside its code block, not the page', async ({page}) => {
    await openPage(page, PAGE);
    const pre = blockUnder(page, 'A long line').locator('pre');
    expect(await pre.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await pre.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => pre.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
