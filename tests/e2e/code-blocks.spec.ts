/**
 * Code blocks are highlighted at build time (src/features/codeBlocks/plugin): each shows its title, its highlighted code
 * and a copy button, scrolls sideways inside its own box, and no page loads Prism.
 */
import {docFileForRoute, parseDoc} from '../support/docs';
import {builtChunksHolding} from './support/chunks';
import {expect, openPage, test} from './support/fixtures';

/** Strings found in Prism's code and prism-react-renderer's (grammar options, its line class), never in our pages. */
const PRISM_CODE_SIGNATURES = ['lookbehind', 'greedy', 'token-line'];

/** A TypeScript sample with a title, and the page it is on. */
const TITLED_SAMPLE = {route: '/integrate/sdk', title: 'wallet.ts'} as const;

test('no page loads Prism: no JavaScript file of the build holds it', () => {
  expect(builtChunksHolding(PRISM_CODE_SIGNATURES)).toEqual([]);
});

test('a code block with a title shows the title, the highlighted code, and copies the code', async ({
  page,
  context,
  baseURL,
}) => {
  const sample = parseDoc(docFileForRoute(TITLED_SAMPLE.route)).codeBlocks.find((block) =>
    block.meta.includes(`title="${TITLED_SAMPLE.title}"`),
  );
  expect(sample, `a fence titled ${TITLED_SAMPLE.title} on ${TITLED_SAMPLE.route}`).toBeDefined();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  await openPage(page, TITLED_SAMPLE.route);
  const block = page.locator('.theme-code-block').filter({hasText: TITLED_SAMPLE.title}).first();
  await expect(block.locator('pre')).toHaveText(sample!.code.replace(/\n$/, ''));
  await expect(block.getByText(TITLED_SAMPLE.title, {exact: true})).toBeVisible();
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
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(sample!.code.replace(/\n$/, ''));
  await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('a long line scrolls inside its code block, not the page', async ({page}) => {
    await openPage(page, '/integrate/api');
    const blocks = page.locator('.theme-code-block pre');
    await expect(blocks.first()).toBeVisible();
    const widest = await blocks.evaluateAll((elements) =>
      elements.findIndex((element) => element.scrollWidth > element.clientWidth),
    );
    expect(widest, 'a code block wider than the screen').toBeGreaterThanOrEqual(0);
    const pre = blocks.nth(widest);
    await pre.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => pre.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
