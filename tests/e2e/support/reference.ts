import {expect, type Locator, type Page} from '@playwright/test';
import {holdScripts, waitForHydration} from './fixtures';

/**
 * Everything under an operation's heading in a reference page: the heading is followed by its Try it button, then by
 * the body (src/features/apiReference/page.ts). A tag's heading has no Try it: its text is the heading's next `div`.
 */
export function operationBody(page: Page, operationId: string): Locator {
  return page.locator(`[id="${operationId}"] + div + div`);
}

/** The lines a reader sees in the first example under `container` (closed until opened, as a reader opens it). */
export async function exampleLines(container: Locator): Promise<string[]> {
  const summary = container.locator('details > summary', {hasText: /^Example/}).first();
  await summary.click();
  const code = summary.locator('xpath=..').locator('pre');
  await expect(code).toBeVisible();
  return (await code.innerText()).split('\n').filter((line) => line.trim() !== '');
}

/** A string of the script that hydrates a page (Docusaurus' main bundle): no other script holds it. */
const HYDRATING_CODE = '"data-has-hydrated"';

/**
 * Opens a page with the site's code held back: the browser has the server's HTML and CSS, and nothing of the site's
 * has run. Resolves to the function that lets the code run and waits until it has hydrated the page. The test's page
 * must be its own (`newContextTest`), and unroute what is still held once it ends.
 */
export async function openBeforeScripts(page: Page, path: string): Promise<() => Promise<void>> {
  const {held, release} = await holdScripts(page, HYDRATING_CODE);
  await page.goto(path, {waitUntil: 'commit'});
  await held;
  // The document is parsed (deferred scripts wait for that) and the stylesheet applies.
  await page.waitForFunction(
    () =>
      document.readyState !== 'loading' &&
      Array.from(document.querySelectorAll('link[rel="stylesheet"]')).every((link) => (link as HTMLLinkElement).sheet),
  );
  return async () => {
    release();
    await waitForHydration(page);
  };
}
