import type {Locator, Page} from '@playwright/test';

/**
 * Everything under an operation's heading in a reference page: the heading is followed by its Try it button, then by
 * the body (src/features/apiReference/page.ts). A tag's heading has no Try it: its text is the heading's next `div`.
 */
export function operationBody(page: Page, operationId: string): Locator {
  return page.locator(`[id="${operationId}"] + div + div`);
}
