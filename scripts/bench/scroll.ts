import type {Page} from '@playwright/test';

/**
 * Scrolls through the page as a reader would, so that what Docusaurus prefetches for links coming into view counts.
 * Each step waits two frames, when intersection observers report: a state of the page, not a length of time.
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
