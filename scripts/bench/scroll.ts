import type {Page} from '@playwright/test';

/**
 * Scrolls through the whole page the way a reader would, so that content drawn on approach (diagrams) appears.
 * After each step it waits for the browser to render two frames, which is when intersection observers report:
 * a state of the page, not a length of time.
 */
export async function scrollThrough(page: Page): Promise<void> {
  // The height is read again at every step: diagrams drawn on the way can make the page longer.
  const height = () => page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= (await height()); y += 600) {
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
