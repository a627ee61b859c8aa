import type {Page} from '@playwright/test';

/**
 * Scrolls through the whole page the way a reader would, so that what a page fetches as the reader goes is counted:
 * Docusaurus prefetches a linked page's code when its link scrolls into view.
 * After each step it waits for the browser to render two frames, which is when intersection observers report:
 * a state of the page, not a length of time.
 */
export async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 600) {
    await page.evaluate(
      (top) =>
        new Promise<void>((resolve) => {
          window.scrollTo(0, top);
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        }),
      y,
    );
  }
}
