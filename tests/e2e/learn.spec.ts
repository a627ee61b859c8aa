import {expect, openPage, test} from './support/fixtures';

test.describe('the learn section', () => {
  test('a glossary link on a deep-dive page lands on its term, not covered by the navbar', async ({page}) => {
    await openPage(page, '/ark/deep-dive/vtxos');
    const link = page.locator('article a[href^="/ark/terminology#"]').first();
    const anchor = (await link.getAttribute('href'))!.split('#')[1]!;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/ark/terminology#${anchor}$`));
    const term = page.locator(`h3[id="${anchor}"]`);
    await expect(term).toBeInViewport();
    // Scrolling down to the term hides the navbar; whether hidden or shown, it must not cover the term.
    const navbarBottom = async () => {
      const navbar = (await page.locator('nav.navbar').boundingBox())!;
      return navbar.y + navbar.height;
    };
    await expect.poll(async () => (await term.boundingBox())!.y - (await navbarBottom())).toBeGreaterThanOrEqual(-2);
  });

  test('a glossary link opened directly lands on its term', async ({page}) => {
    await page.goto('/ark/terminology#forfeit-transaction');
    const term = page.locator('h3[id="forfeit-transaction"]');
    await expect(term).toBeInViewport();
    await expect(term).toContainText(/forfeit/i);
  });
});
