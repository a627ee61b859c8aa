import {expect, type Locator, type Page} from '@playwright/test';
import {API_REFERENCE_DOCS} from '../../../src/features/apiReference/options';

/**
 * Everything under an operation's heading in a reference page: the heading is followed by its Try it button, then by
 * the body (src/features/apiReference/page.ts). A tag's heading has no Try it: its text is the heading's next `div`.
 */
export function operationBody(page: Page, operationId: string): Locator {
  return page.locator(`[id="${operationId}"] + div + div`);
}

/**
 * The lines a reader sees in a code block of an operation's body, once scrolled to it: a body is laid out only near
 * the window (src/features/apiReference/reference.css), and the text it shows, unlike its source, needs a layout.
 */
export async function shownLines(codeBlock: Locator): Promise<string[]> {
  await codeBlock.scrollIntoViewIfNeeded();
  // The body lays out in the frame after the scroll.
  await expect(codeBlock).toHaveText(/\S/, {useInnerText: true});
  return (await codeBlock.innerText()).split('\n').filter((line) => line.trim() !== '');
}

/** Whether every operation body's content is laid out (a body near the window counts; src/features/apiReference/layOutBodies.ts). */
function everyBodyLaidOut(bodyClass: string): boolean {
  return Array.from(document.querySelectorAll(`.${bodyClass}`)).every(
    (body) => body.firstElementChild?.checkVisibility({contentVisibilityAuto: true}) ?? true,
  );
}

/** Waits until the page has laid out every operation's body, as it does in idle time once it has started. */
export async function waitForEveryOperationLaidOut(page: Page): Promise<void> {
  await page.waitForFunction(everyBodyLaidOut, API_REFERENCE_DOCS.operationBodyClass, {polling: 'raf'});
}

/**
 * Holds back the page's idle-time work (requestIdleCallback) until `releaseIdleWork()` is called in the page, so a
 * test can act while operation bodies are still skipped, however fast or slow the machine is. An init script: the test
 * needs a page of its own (`newContextTest`).
 */
export async function holdIdleWork(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const held: Parameters<typeof requestIdleCallback>[] = [];
    const requestIdle = window.requestIdleCallback.bind(window);
    let released = false;
    window.requestIdleCallback = (...request) => {
      if (released) return requestIdle(...request);
      held.push(request);
      return 0;
    };
    Object.assign(window, {
      releaseIdleWork() {
        released = true;
        for (const request of held.splice(0)) requestIdle(...request);
      },
    });
  });
}
