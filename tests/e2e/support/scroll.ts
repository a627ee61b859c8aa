import type {Page} from '@playwright/test';

/** Scrolls through the whole page the way a reader would, so that content drawn on approach (diagrams) appears. */
export async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
}
